// Push latency of the races, split by whether the screen's stream and the answering request were
// served by the same instance or by different ones (pure: works on the recorded moves).
import { summarize } from './stats.mjs';

/**
 * For every acknowledged move and every screen of its race: from sending the answer until the screen
 * had it (`fromSend`), and from the answer's acknowledgement until then (`afterAck`, 0 when the event
 * came first). Screens that never saw the move are `missed`.
 */
export function pushFigures(races) {
  const lanes = { same: { fromSend: [], afterAck: [] }, cross: { fromSend: [], afterAck: [] } };
  let missed = 0;
  let deliveries = 0;
  for (const race of races) {
    for (const move of race.moves) {
      if (!move.ack) continue;
      for (const screen of race.players) {
        const arrival = move.arrivals.get(screen);
        if (!arrival) {
          missed += 1;
          continue;
        }
        deliveries += 1;
        const lane = arrival.instance === move.ack.instance ? lanes.same : lanes.cross;
        lane.fromSend.push(arrival.arrivedAt - move.sentAt);
        lane.afterAck.push(Math.max(0, arrival.arrivedAt - move.ack.answeredAt));
      }
    }
  }
  return {
    deliveries,
    missed,
    same: { fromSend: summarize(lanes.same.fromSend), afterAck: summarize(lanes.same.afterAck) },
    cross: { fromSend: summarize(lanes.cross.fromSend), afterAck: summarize(lanes.cross.afterAck) },
  };
}
