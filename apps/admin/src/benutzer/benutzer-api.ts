/**
 * Every user, for the main administrator's 'Benutzer' tab (01 §7: GET /api/benutzer/alle), and the
 * deletion request of a person without a school (issue 29, Art. 17), generated from the API's OpenAPI
 * document (`@lernstapel/api-client/endpoints/benutzer`; the answer replaces the cached list there).
 */
export {
  benutzerApi,
  useBenutzerAllQuery as useGetAlleBenutzerQuery,
  useBenutzerDeleteIndividualMutation as useLoeschenEinzelpersonMutation,
} from '@lernstapel/api-client/endpoints/benutzer';
