export * from '../generated/benutzer';

// --- The shell's own account, registration and window-event endpoints (issue 24 §3, wt-cli) ---------
// Here, not in the shell: a remote that brings its own copy of the generated benutzer endpoints
// (overrideExisting) replaces their definitions, and re-applies exactly what this file adds.
import { sessionApi } from '@lernstapel/api-client';
import { benutzerApi as generatedBenutzerApi, type SessionUser } from '../generated/benutzer';

interface KontoLifecycle {
  dispatch: (action: ReturnType<typeof sessionApi.util.upsertQueryData>) => unknown;
  queryFulfilled: Promise<{ data: SessionUser }>;
}

/** The changed account is the session user: the answer replaces it everywhere, no second request. */
async function replaceSessionUserOnSuccess({ dispatch, queryFulfilled }: KontoLifecycle): Promise<void> {
  // A failed call is shown by the page from the mutation's own error state; nothing to cache then.
  const user = await queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );
  if (user) dispatch(sessionApi.util.upsertQueryData('authSession', undefined, { userID: user.id, user }));
}

/**
 * 'Mein Konto' (01 §2, §5, §6), registration and 'Anmeldecode vergessen?' (01 §2, §5, §8) and a pupil's
 * window event (01 §7): no tag; none of them refreshes another cached read.
 */
export const shellBenutzerApi = generatedBenutzerApi.enhanceEndpoints({
  endpoints: {
    kontoRename: {
      invalidatesTags: [],
      onQueryStarted: (_body, lifecycle) => replaceSessionUserOnSuccess(lifecycle),
    },
    kontoChangeEmail: {
      invalidatesTags: [],
      onQueryStarted: (_body, lifecycle) => replaceSessionUserOnSuccess(lifecycle),
    },
    kontoDelete: { invalidatesTags: [] },
    registrierenRegister: { invalidatesTags: [] },
    anmeldecodeVergessenForgotCode: { invalidatesTags: [] },
    benutzerablenkungenReport: { invalidatesTags: [] },
  },
});
// --- end of the shell's block ------------------------------------------------------------------------
