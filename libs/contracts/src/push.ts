import type { WettbewerbStand } from './wettbewerbe';

/**
 * Events of the push channel GET /api/push (server-sent events, one `data:` JSON line each).
 * `tags`: lists and screens the receiver should fetch again (RTK Query tag names of the api-client).
 * `wettbewerb`: the shared state of a race after a change, sent to its participants and starter.
 */
export type PushTag = { type: string; id?: number | string };

export type PushEreignis = { art: 'tags'; tags: PushTag[] } | { art: 'wettbewerb'; stand: WettbewerbStand };

/** The path of the channel, below the API prefix. */
export const PUSH_PFAD = 'push';
