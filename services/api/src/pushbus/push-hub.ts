/** A receiver of serialised events (one open channel). */
export interface PushReceiver {
  send(data: string): void;
}

/** The open channels of this instance, by topic. */
export class PushHub {
  private readonly byTopic = new Map<string, Set<PushReceiver>>();

  add(topics: readonly string[], receiver: PushReceiver): () => void {
    for (const topic of topics) {
      let receivers = this.byTopic.get(topic);
      if (!receivers) this.byTopic.set(topic, (receivers = new Set()));
      receivers.add(receiver);
    }
    return () => {
      for (const topic of topics) {
        const receivers = this.byTopic.get(topic);
        receivers?.delete(receiver);
        if (receivers?.size === 0) this.byTopic.delete(topic);
      }
    };
  }

  /** Sends `data` once to every receiver of any of `topics`. */
  deliver(topics: readonly string[], data: string): void {
    const sent = new Set<PushReceiver>();
    for (const topic of topics) {
      for (const receiver of this.byTopic.get(topic) ?? []) {
        if (sent.has(receiver)) continue;
        sent.add(receiver);
        receiver.send(data);
      }
    }
  }

  get connections(): number {
    const all = new Set<PushReceiver>();
    for (const receivers of this.byTopic.values()) for (const receiver of receivers) all.add(receiver);
    return all.size;
  }
}
