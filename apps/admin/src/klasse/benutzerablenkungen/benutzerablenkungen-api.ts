/** 01 §9: the activity feed is polled every 2 s while it is shown and the push channel is down. */
export const AKTIVITAETEN_POLLING_MS = 2000;

/**
 * The class's activity feed (01 §3 benutzerablenkungen), newest first; teachers only (01 §6); generated
 * from the API's OpenAPI document (`@lernstapel/api-client/endpoints/benutzer`, bundled with this remote;
 * the push channel's tag and the removal from the cached feed are there).
 */
export {
  useBenutzerablenkungenFeedQuery as useGetAktivitaetenQuery,
  useBenutzerablenkungenDeleteMutation as useLoeschenAktivitaetMutation,
} from '@lernstapel/api-client/endpoints/benutzer';
