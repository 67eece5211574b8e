import { shellBenutzerApi } from '@lernstapel/api-client/endpoints/benutzer';
import { shellSchuelergruppenApi } from '@lernstapel/api-client/endpoints/schuelergruppen';

/**
 * 'Mein Konto' (01 §2, §5, §6): own name and username, own e-mail, account deletion (teachers only;
 * 204) and a pupil's groups, generated from the API's OpenAPI document. A change of name or e-mail
 * replaces the session user (api-client endpoints/benutzer.ts).
 */
export const {
  useKontoRenameMutation: useKontoAendernMutation,
  useKontoChangeEmailMutation: useKontoEmailMutation,
  useKontoDeleteMutation: useKontoLoeschenMutation,
} = shellBenutzerApi;

export const { useSchuelergruppenMineQuery: useGetMeineGruppenQuery } = shellSchuelergruppenApi;
