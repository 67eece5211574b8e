/**
 * The pupils of the teacher's class (01 §7: GET /api/benutzer/klasse/{klassen_code}) and the table's
 * actions, generated from the API's OpenAPI document (`@lernstapel/api-client/endpoints/benutzer`,
 * bundled with this remote): changes answer the whole class, which replaces the cached list there.
 */
export {
  useBenutzerPupilsOfClassQuery as useGetKlasseQuery,
  useKlasseSaveMutation as useSpeichernSchuelerMutation,
  useKlasseLockMutation as useSperrenSchuelerMutation,
  useKlasseRemoveMutation as useEntfernenSchuelerMutation,
  useKlasseNewCodeMutation as useNeuerAnmeldecodeMutation,
  useKlasseSendCodeMutation as useAnmeldecodeSendenMutation,
  useKlasseAllowUploadsMutation as useUploaderlaubnisMutation,
} from '@lernstapel/api-client/endpoints/benutzer';
