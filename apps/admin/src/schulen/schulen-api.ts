/**
 * The main administrator's school list (01 §7: GET /api/schulen), save (POST /api/schulen: create
 * without id, update with id) and delete (DEVIATIONS 5: POST /api/schulen/delete/{id} instead of the
 * spec's GET), generated from the API's OpenAPI document (`@lernstapel/api-client/endpoints/schulen`,
 * bundled with this remote; the answers replace the cached list there).
 */
export {
  schulenApi,
  useSchulenAllQuery as useGetSchulenQuery,
  useSchulenSaveMutation as useSpeichernSchuleMutation,
  useSchulenDeleteMutation as useLoeschenSchuleMutation,
} from '@lernstapel/api-client/endpoints/schulen';
