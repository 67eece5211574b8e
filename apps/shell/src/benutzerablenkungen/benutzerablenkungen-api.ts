import { shellBenutzerApi } from '@lernstapel/api-client/endpoints/benutzer';

/** A pupil's window event for the teacher's activity feed (01 §7: POST /api/benutzer/benutzerablenkungen). */
export const { useBenutzerablenkungenReportMutation: useMeldenAblenkungMutation } = shellBenutzerApi;
