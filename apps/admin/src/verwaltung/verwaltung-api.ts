/**
 * 'Verwaltung' (01 §7), generated from the API's OpenAPI document (`@lernstapel/api-client/endpoints/`
 * benutzer and schulen, bundled with this remote; the answers replace the cached lists there): the
 * teachers of the own school (GET /api/benutzer/schule/{schule_id}, POST /api/benutzer, POST
 * /api/benutzer/delete/{id} per DEVIATIONS 5), the own school's data (GET/PUT /api/schulen/eigene) and
 * the licence order (POST /api/schulen/lizenzbestellen/{schuleId}/{year}; for an individual person POST
 * /api/schulen/lizenzbestellen/neueschule/{year}, which creates the school).
 */
export {
  useLehrpersonenListQuery as useGetLehrpersonenQuery,
  useLehrpersonenSaveMutation as useSpeichernLehrpersonMutation,
  useLehrpersonenDeleteMutation as useLoeschenLehrpersonMutation,
} from '@lernstapel/api-client/endpoints/benutzer';
export {
  useEigeneSchuleReadQuery as useGetEigeneSchuleQuery,
  useEigeneSchuleSaveMutation as useSpeichernEigeneSchuleMutation,
  useLizenzbestellenOrderMutation as useLizenzBestellenMutation,
  useLizenzbestellenOrderForNewSchoolMutation as useLizenzFuerNeueSchuleBestellenMutation,
} from '@lernstapel/api-client/endpoints/schulen';
