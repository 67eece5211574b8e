export { baseApi, API_BASE_URL, TAG_TYPES } from './lib/base-api';
export { BACKGROUND_REFRESH, BACKGROUND_REFRESH_MS, useBackgroundRefresh } from './lib/background-refresh';
export { pushSlice, pushVerbunden, selectPushVerbunden, type PushState } from './lib/push/push-slice';
export {
  onPushEreignis,
  openPushChannel,
  handlePushEreignis,
  PUSH_NEUVERSUCH_MS,
} from './lib/push/push-channel';
export { usePushChannel, usePushVerbunden, usePushPolling, usePushEreignis } from './lib/push/use-push';
export {
  LOGIN_PATH,
  LOGIN_ENDPOINT_URL,
  SAVED_LOGIN_ENDPOINT_URL,
  loginNavigation,
  shouldGoToLogin,
  withLoginRedirect,
} from './lib/login-redirect';
export {
  sessionApi,
  useGetSessionQuery,
  useGetGespeicherterNameQuery,
  useLoginMutation,
  useLoginSavedMutation,
  useDeleteSavedLoginMutation,
  useLogoutMutation,
  type SavedLoginDeletedResponse,
} from './lib/session-api';
export { helloApi, useGetHelloQuery, useGetServerVersionQuery } from './lib/hello-api';
export { sessionSlice, sessionCleared, selectSessionUser, type SessionState } from './lib/session-slice';
export {
  rootReducer,
  createAppStore,
  useAppDispatch,
  useAppSelector,
  type LazyLoadedSlices,
  type RootState,
  type AppStore,
  type AppDispatch,
} from './lib/store';
export { apiErrorDetails, apiErrorMessage, httpStatusOf, type ApiCallError } from './lib/api-error';
export {
  datenschutzApi,
  useGetDatenschutzAngabenQuery,
  useGetDatenexporteQuery,
  datenExportUrl,
} from './lib/datenschutz-api';
export { UNAVAILABLE_RETRIES, shouldRetryUnavailable } from './lib/retry-unavailable';
export * from './lib/redux';
export { ANFRAGE_ID_HEADER, GLEICHE_AKTION_MS, anfrageId, withAnfrageId } from './lib/anfrage-id';
export {
  schulkontoApi,
  schulkontoStartUrl,
  useGetSchulkontoSchuleQuery,
  useLazyGetSchulkontoSchuleQuery,
  useSchulkontoVerknuepfenMutation,
  useSchulkontoAbmeldenMutation,
} from './lib/schulkonto-api';
export { ersteDatenAbwarten, VORAB_LESEN, type ErsteDaten, type ErsteDatenKontext } from './lib/erste-daten';
