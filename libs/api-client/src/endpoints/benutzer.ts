// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton's session (a relative import would bundle a second store API into a remote)
import { sessionApi } from '@lernstapel/api-client';
import { benutzerApi as generated } from '../generated/benutzer';
import type { KlassenSchueler, LehrpersonenListApiResponse, SessionUser } from '../generated/benutzer';
import { angemeldeterBenutzer } from './angemeldet';

export * from '../generated/benutzer';

// --- admin remote (01 §7 'Klasse', 'Verwaltung', 'Benutzer'; 01 §3 benutzerablenkungen) ---
/** A call's answer, or null when it was refused (the screen shows the mutation's own error). */
const answerOf = <T>(queryFulfilled: Promise<{ data: T }>): Promise<T | null> =>
  queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );

/**
 * The answers name the whole new list (all users, the own school's teachers, the own class): it
 * replaces the cached one, no second request needed, so these changes invalidate nothing. An answer
 * that names one pupil's new value (code, upload permission) patches that row of the cached class.
 * The class list keeps the domain tag (the dashboard's class tile reads the same entry).
 */
export const benutzerApi = generated.enhanceEndpoints({
  endpoints: {
    benutzerAll: { providesTags: [] },
    // Issue 29: a deletion request (Art. 17) of a person without a school.
    benutzerDeleteIndividual: {
      invalidatesTags: [],
      onQueryStarted: async (_id, { dispatch, queryFulfilled }) => {
        const liste = await answerOf(queryFulfilled);
        if (liste) void dispatch(benutzerApi.util.upsertQueryData('benutzerAll', undefined, liste));
      },
    },

    lehrpersonenList: { providesTags: [] },
    lehrpersonenSave: {
      // Editing oneself changes the session user (name, flags) shown everywhere. Only after a save:
      // an array would also refetch the session after a refused one (RTK invalidates on errors too).
      invalidatesTags: (result) => (result ? ['Session'] : []),
      onQueryStarted: (_lehrperson, lifecycle) => lehrpersonenErsetzen(lifecycle),
    },
    lehrpersonenDelete: {
      invalidatesTags: [],
      onQueryStarted: (_id, lifecycle) => lehrpersonenErsetzen(lifecycle),
    },

    klasseSave: {
      invalidatesTags: [],
      onQueryStarted: (_schueler, lifecycle) => klasseErsetzen(lifecycle),
    },
    klasseLock: {
      invalidatesTags: [],
      onQueryStarted: (_sperre, lifecycle) => klasseErsetzen(lifecycle),
    },
    klasseRemove: {
      invalidatesTags: [],
      onQueryStarted: (_schueler, lifecycle) => klasseErsetzen(lifecycle),
    },
    // The answer holds only the new code: patch it into the cached row.
    klasseNewCode: {
      invalidatesTags: [],
      onQueryStarted: async ({ id }, { dispatch, getState, queryFulfilled }) => {
        const antwort = await answerOf(queryFulfilled);
        if (antwort)
          patchSchueler(dispatch, getState(), id, (schueler) => {
            schueler.anmeldecode = antwort.anmeldecode;
          });
      },
    },
    klasseAllowUploads: {
      invalidatesTags: [],
      onQueryStarted: async ({ id }, { dispatch, getState, queryFulfilled }) => {
        const antwort = await answerOf(queryFulfilled);
        if (antwort)
          patchSchueler(dispatch, getState(), id, (schueler) => {
            schueler.upload_erlaubt_bis = antwort.erlaubt_bis;
          });
      },
    },
    klasseSendCode: { invalidatesTags: [] },

    // The push channel's 'tags' event of a pupil's report refetches exactly this class's feed.
    benutzerablenkungenFeed: {
      providesTags: (_result, _error, klassenCode) => [{ type: 'Benutzerablenkung', id: klassenCode }],
    },
    // DEVIATIONS 1, 5: a typed DELETE instead of the described raw SQL.
    benutzerablenkungenDelete: {
      invalidatesTags: [],
      onQueryStarted: async (id, { dispatch, getState, queryFulfilled }) => {
        const geloescht = await queryFulfilled.then(
          () => true,
          () => false, // the tab shows the failure from the mutation's own error state
        );
        const klassenCode = angemeldeterBenutzer(getState())?.klassen_code;
        if (!geloescht || !klassenCode) return;
        dispatch(
          benutzerApi.util.updateQueryData('benutzerablenkungenFeed', klassenCode, (feed) =>
            feed.filter((eintrag) => eintrag.id !== id),
          ),
        );
      },
    },
  },
});

type State = Parameters<typeof angemeldeterBenutzer>[0];
type Dispatch = (action: ReturnType<typeof benutzerApi.util.updateQueryData>) => unknown;

interface Lifecycle<Answer> {
  dispatch: (action: ReturnType<typeof generated.util.upsertQueryData>) => unknown;
  getState: () => State;
  queryFulfilled: Promise<{ data: Answer }>;
}

/** The own school's teachers, as the answer names them, into the cached list. */
async function lehrpersonenErsetzen({
  dispatch,
  getState,
  queryFulfilled,
}: Lifecycle<{ lehrpersonen: LehrpersonenListApiResponse }>): Promise<void> {
  const antwort = await answerOf(queryFulfilled);
  const schuleId = angemeldeterBenutzer(getState())?.schule_id;
  if (antwort && schuleId)
    void dispatch(generated.util.upsertQueryData('lehrpersonenList', schuleId, antwort.lehrpersonen));
}

/** The own class, as the answer names it, into the cached list. */
async function klasseErsetzen({
  dispatch,
  getState,
  queryFulfilled,
}: Lifecycle<KlassenSchueler[]>): Promise<void> {
  const klasse = await answerOf(queryFulfilled);
  const klassenCode = angemeldeterBenutzer(getState())?.klassen_code;
  if (klasse && klassenCode)
    void dispatch(generated.util.upsertQueryData('benutzerPupilsOfClass', klassenCode, klasse));
}

/** One pupil's row of the own class's cached list, changed in place. */
function patchSchueler(
  dispatch: Dispatch,
  state: State,
  id: number,
  patch: (schueler: KlassenSchueler) => void,
): void {
  const klassenCode = angemeldeterBenutzer(state)?.klassen_code;
  if (!klassenCode) return;
  dispatch(
    benutzerApi.util.updateQueryData('benutzerPupilsOfClass', klassenCode, (klasse) => {
      const schueler = klasse.find((zeile) => zeile.id === id);
      if (schueler) patch(schueler);
    }),
  );
}
// --- end admin remote ---

// --- The shell's own account, registration and window-event endpoints (issue 24 §3, wt-cli) ---------
// Here, not in the shell: a remote that brings its own copy of the generated benutzer endpoints
// (overrideExisting) replaces their definitions, and re-applies exactly what this file adds.

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
export const shellBenutzerApi = generated.enhanceEndpoints({
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
