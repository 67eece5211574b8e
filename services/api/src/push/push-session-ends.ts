import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type Invalidation, SessionCache } from '../benutzer/sitzungen/session-cache';
import { SessionsService } from '../benutzer/sitzungen/sessions.service';

/** An open push stream and the browser session it was opened with. */
export interface StreamOfSession {
  sitzungId: number;
  tokenHash: string;
  benutzerId: number;
  /** Closes the stream (the browser's EventSource then reconnects and meets the session check). */
  end: () => void;
}

/**
 * Issue 13: a push stream ends at once when its session ends — logout, lock, deletion, a new code —
 * on every instance. It listens to the session cache's invalidations (this instance's and, with
 * REDIS_URL, every other instance's): a logout names the session, a lock or a new code the user; a
 * change whose rows are not known (a user or school updated or deleted) has the open streams' sessions
 * checked again in one query, and the streams whose session is gone, expired or locked end.
 */
@Injectable()
export class PushSessionEnds implements OnModuleInit, OnModuleDestroy {
  private readonly streams = new Set<StreamOfSession>();
  private stopListening: (() => void) | null = null;
  /** A check is running; `checkAgain` asks for one more after it (changes come in bursts). */
  private checking = false;
  private checkAgain = false;
  private readonly logger = new Logger('Push');

  constructor(
    @Inject(SessionCache) private readonly cache: SessionCache,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  onModuleInit(): void {
    this.stopListening = this.cache.onForget((invalidation) => this.forgotten(invalidation));
  }

  onModuleDestroy(): void {
    this.stopListening?.();
  }

  /** Watches an open stream; returns the function that stops watching it. */
  watch(stream: StreamOfSession): () => void {
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  private forgotten(invalidation: Invalidation): void {
    switch (invalidation.kind) {
      case 'token':
        return this.endWhere((stream) => stream.tokenHash === invalidation.hash);
      case 'user':
        return this.endWhere((stream) => stream.benutzerId === invalidation.id);
      case 'all':
        void this.checkAll();
    }
  }

  private endWhere(ended: (stream: StreamOfSession) => boolean): void {
    for (const stream of [...this.streams]) if (ended(stream)) stream.end();
  }

  private async checkAll(): Promise<void> {
    if (this.checking) {
      this.checkAgain = true;
      return;
    }
    this.checking = true;
    try {
      do {
        this.checkAgain = false;
        const streams = [...this.streams];
        if (streams.length === 0) continue;
        const valid = await this.sessions.stillValid([...new Set(streams.map((s) => s.sitzungId))]);
        for (const stream of streams) if (!valid.has(stream.sitzungId)) stream.end();
      } while (this.checkAgain);
    } catch (error) {
      // The stream's own lifetime (MAX_STREAM_MS) still bounds how long it outlives its session.
      this.logger.warn(
        `Push-Sitzungen nicht geprüft: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      this.checking = false;
    }
  }
}
