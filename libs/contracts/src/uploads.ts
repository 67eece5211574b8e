/**
 * POST /api/uploads (02 §7 uploads; DEVIATIONS 7): the body is the image's bytes
 * (Content-Type application/octet-stream or image/*), a file from the picker or the camera photo.
 * Needs the school licence of the current year and, for pupils, a running upload permission.
 * The stored copy is re-encoded without metadata, at most 1,400 px, under a random name.
 */
export interface UploadAntwort {
  /** Where the card points: /api/uploads/{random name}. */
  url: string;
  breite: number;
  hoehe: number;
  bytes: number;
}

/** GET /api/uploads/erlaubnis: may the caller upload own images right now (02 §4 re-check on refresh). */
export interface UploadErlaubnis {
  erlaubt: boolean;
  /** Text key of the reason when not (licence or missing pupil permission). */
  grund: 'lizenz.keineLizenzUpload' | 'uploads.keineErlaubnis' | null;
  /** Year of the licence message. */
  jahr: number;
  /** End of the pupil's running permission (ISO), null for teachers and without one. */
  erlaubtBis: string | null;
}
