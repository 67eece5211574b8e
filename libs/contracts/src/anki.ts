/**
 * Anki packages in and out (issue 25 §2; README "Anki packages").
 *
 * POST /api/anki/import/{unterrichtsmodulid}: the package's bytes (.apkg or .colpkg) as the body with
 * `Content-Type: application/zip` (at most 50 MB; at most 5,000 files unpacking to at most 200 MB).
 * Owner, or a team member while team editing is on (like the CSV import). The collection
 * collection.anki2, .anki21 or .anki21b (zstd) is read; each Anki card becomes one card (Basic: oral;
 * type in the answer: written answer; a sound: vocabulary audio; cloze: one oral card per gap). Pictures
 * and sounds are checked and stored like uploads, when the caller may upload. A refused package imports
 * nothing: 400 with the reason ('anki.entpacktZuGross', 'anki.fremdeDatenbank', …).
 *
 * GET /api/anki/export/{unterrichtsmodulid}: the stack as an .apkg (collection.anki2, Basic notes,
 * the stack's uploaded pictures and sounds as media); every reader of the stack may export it.
 */
export interface AnkiImportResponse {
  message: string;
  /** cards created */
  anzahl: number;
  /** pictures and sounds stored and attached */
  medien: number;
  /** German notes on what was left out (media, cards without a side) */
  hinweise: string[];
  /** 'anki2' | 'anki21' | 'anki21b': the collection read */
  format: string;
}
