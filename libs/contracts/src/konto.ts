/**
 * PATCH /api/benutzer/konto: own name and username; an empty or absent value keeps the previous one
 * (01 §5). Answers the updated SessionUser.
 */
export interface KontoAendernRequest {
  namevoll?: string;
  benutzername?: string;
}

/**
 * POST /api/benutzer/konto/email: own (recovery) e-mail; non-empty and unique
 * (409 'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.'). Answers the updated SessionUser.
 * DELETE /api/benutzer/konto (teachers only) answers 204 and clears the session cookies.
 */
export interface KontoEmailRequest {
  email: string;
}
