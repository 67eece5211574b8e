import type {
  KontoAendernRequest,
  KontoEmailRequest,
  SchuelerGruppe,
  SessionUser,
} from '@lernstapel/contracts';
import { baseApi, sessionApi } from '@lernstapel/api-client';

type Dispatch = (action: ReturnType<typeof sessionApi.util.upsertQueryData>) => unknown;

/** The changed account is the session user: the answer replaces it everywhere, no second request. */
async function replaceSessionUserOnSuccess(
  dispatch: Dispatch,
  queryFulfilled: Promise<{ data: SessionUser }>,
): Promise<void> {
  // A failed call is shown by the page from the mutation's own error state; nothing to cache then.
  const user = await queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );
  if (user) dispatch(sessionApi.util.upsertQueryData('getSession', undefined, { userID: user.id, user }));
}

/** 'Mein Konto' (01 §2, §5, §6): own name and username, own e-mail, account deletion. */
export const kontoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    kontoAendern: build.mutation<SessionUser, KontoAendernRequest>({
      query: (body) => ({ url: 'benutzer/konto', method: 'PATCH', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        replaceSessionUserOnSuccess(dispatch, queryFulfilled),
    }),
    kontoEmail: build.mutation<SessionUser, KontoEmailRequest>({
      query: (body) => ({ url: 'benutzer/konto/email', method: 'POST', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        replaceSessionUserOnSuccess(dispatch, queryFulfilled),
    }),
    /** Teachers only (01 §6): removes the account with its stacks, pupils and browser data; 204. */
    kontoLoeschen: build.mutation<void, void>({
      query: () => ({ url: 'benutzer/konto', method: 'DELETE' }),
    }),
    /** Pupils only (01 §6): the groups the pupil belongs to. */
    getMeineGruppen: build.query<SchuelerGruppe[], void>({
      query: () => 'schuelergruppen/meine',
    }),
  }),
});

export const {
  useKontoAendernMutation,
  useKontoEmailMutation,
  useKontoLoeschenMutation,
  useGetMeineGruppenQuery,
} = kontoApi;
