/**
 * The class's pupil groups (01 §7: GET /api/schuelergruppen/{klassen_code}, save, delete), generated
 * from the API's OpenAPI document (`@lernstapel/api-client/endpoints/schuelergruppen`, bundled with this
 * remote; save and delete answer the class's groups, which replace the cached list there).
 */
export {
  schuelergruppenApi,
  useSchuelergruppenOfClassQuery as useGetGruppenQuery,
  useSchuelergruppenSaveMutation as useSpeichernGruppeMutation,
  useSchuelergruppenDeleteMutation as useLoeschenGruppeMutation,
} from '@lernstapel/api-client/endpoints/schuelergruppen';
