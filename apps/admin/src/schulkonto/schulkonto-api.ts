/**
 * Issue 28: a school's identity provider (GET/PUT/DELETE /api/schulkonto/anbieter/{schuleId}; never its
 * secret), generated from the API's OpenAPI document (`@lernstapel/api-client/endpoints/schulkonto-anbieter`,
 * bundled with this remote; save and remove update the cached provider there).
 */
export {
  schulkontoAnbieterApi,
  useSchulkontoAnbieterReadQuery as useGetSchulkontoAnbieterQuery,
  useSchulkontoAnbieterSaveMutation as useSpeichernSchulkontoAnbieterMutation,
  useSchulkontoAnbieterRemoveMutation as useEntfernenSchulkontoAnbieterMutation,
} from '@lernstapel/api-client/endpoints/schulkonto-anbieter';
