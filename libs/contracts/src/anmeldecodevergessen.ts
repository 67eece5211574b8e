/**
 * POST /api/benutzer/anmeldecodevergessen: e-mails the code; the browser only learns that it was
 * sent (DEVIATIONS 2). Unknown e-mail → 404 'Diese E-Mail-Adresse ist nicht registriert.'.
 */
export interface AnmeldecodeVergessenRequest {
  email: string;
}

export interface AnmeldecodeVergessenResponse {
  versendet: true;
}
