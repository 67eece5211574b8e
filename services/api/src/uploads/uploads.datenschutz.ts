import { benutzerRef, SACHE, tabellenIn } from '../datenschutzdeklaration/datenschutz-tabelle';

/** 01 §4 upload permissions: the pupil's; the granting teacher is anonymised when deleted. */
export const UPLOADS_DATENSCHUTZ = tabellenIn('uploads', {
  uploaderlaubnis: {
    spalten: {
      id: SACHE,
      benutzer_id: benutzerRef('zeile'),
      erteilt_von_benutzer_id: benutzerRef('anonymisieren'),
      erlaubt_bis: SACHE,
    },
  },
});
