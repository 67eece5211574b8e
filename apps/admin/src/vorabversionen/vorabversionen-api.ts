/**
 * Issue 26 §5: canary releases per school (main administrators only), generated from the API's OpenAPI
 * document (`@lernstapel/api-client/endpoints/vorabversionen`, bundled with this remote).
 */
export {
  vorabversionenApi,
  useVorabversionenUebersichtQuery as useGetVorabversionenQuery,
  useVorabversionenSetzenMutation as useSetVorabSchuleMutation,
} from '@lernstapel/api-client/endpoints/vorabversionen';
