// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton's session (a relative import would bundle a second store API into a remote), like the generated files' baseApi
import { sessionApi } from '@lernstapel/api-client';
import type { SessionUser } from '@lernstapel/contracts';

type State = Parameters<ReturnType<typeof sessionApi.endpoints.authSession.select>>[0];

/**
 * The signed-in user, for the answers that name the own school's or class's list (01 §6: teachers
 * manage only their own): the cache entry that answer replaces is the one of the user's school or class.
 */
export function angemeldeterBenutzer(state: State): SessionUser | null {
  return sessionApi.endpoints.authSession.select()(state).data?.user ?? null;
}
