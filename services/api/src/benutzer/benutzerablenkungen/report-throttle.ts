/** 01 §4: a pupil's window may report at most one event per interval; the rest is dropped. */
export const ABLENKUNG_INTERVALL_MS = 1000;

/**
 * Per-user throttle of activity reports, in memory (one process; the client throttles too).
 * `accept` answers whether a report at `now` is stored.
 */
export class ReportThrottle {
  private readonly zuletzt = new Map<number, number>();

  constructor(private readonly intervallMs = ABLENKUNG_INTERVALL_MS) {}

  accept(benutzerId: number, now: number): boolean {
    const vorher = this.zuletzt.get(benutzerId);
    if (vorher !== undefined && now - vorher < this.intervallMs) return false;
    this.zuletzt.set(benutzerId, now);
    // Old entries say nothing any more: keep the map small.
    if (this.zuletzt.size > 10_000) {
      for (const [id, zeit] of this.zuletzt) if (now - zeit >= this.intervallMs) this.zuletzt.delete(id);
    }
    return true;
  }
}
