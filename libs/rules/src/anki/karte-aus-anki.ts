import { t } from '@lernstapel/texts';
import { ANSWER_MODE, answerModeOf } from '../cards/answer-mode';
import type { CardFields } from '../cards/card-fields';
import { emptyCard, MAX_ANSWERS } from '../cards/empty-card';
import { normaliseCard } from '../cards/normalise-card';
import { csvAusKarte } from '../importcsv/karte-aus-csv';
import type { AnkiSeiten } from './anki-notiz';

const LEERE_KARTE = emptyCard({ unterrichtsmodule_id: 0 });

/**
 * Issue 25 §2, which card an Anki card becomes (README "Anki packages"):
 * - a sound on either side: a vocabulary-audio card (the sound, answer 1 the answer side's text);
 * - `{{type:…}}` in the template (Basic (type in the answer), cloze with typing): a written-answer card;
 * - everything else (Basic, each side of Basic (and reversed card), each gap of a cloze): an oral card.
 * The first picture of the front is the question picture, the first of the back the answer picture
 * (a vocabulary-audio card keeps the sound only). `url` gives the stored file of a package's media
 * name, or null when it is missing or could not be taken. Null when the card has no answer, or no
 * question at all (a picture alone asks 'Was zeigt das Bild?').
 */
export function karteAusAnki(
  seiten: AnkiSeiten,
  url: (name: string) => string | null,
  unterrichtsmodule_id: number,
  autorId: number,
): CardFields | null {
  const erste = (namen: readonly string[]) =>
    namen.map(url).find((gefunden): gefunden is string => gefunden !== null) ?? '';
  const ton = erste(seiten.toene);
  const frageBild = erste(seiten.frageBilder);
  const antwortBild = erste(seiten.antwortBilder);
  if (seiten.antwort === '') return null;
  const frage = seiten.frage || (frageBild ? t('anki.frageZumBild') : '');
  if (frage === '' && !ton) return null;
  const karte: CardFields = {
    ...LEERE_KARTE,
    unterrichtsmodule_id,
    autor_id: autorId,
    anzahl_antworten: MAX_ANSWERS,
    frage,
    antwort1: seiten.antwort,
    antwort1_richtig: true,
    zusatzinfos: seiten.zusatz,
    frage_videobild_url: ton || frageBild,
    antwort_videobild_url: antwortBild,
    ist_vokabelaudio: ton !== '',
    mussfrageschriftlichbeantworten: seiten.schriftlich,
  };
  const modus = ton
    ? ANSWER_MODE.VOKABELAUDIO
    : seiten.schriftlich
      ? ANSWER_MODE.SCHRIFTLICH
      : ANSWER_MODE.MUENDLICH;
  return normaliseCard(karte, modus, autorId);
}

/**
 * Anki's stock note type a card is exported as, so that our import brings back the same card type:
 * `eingabe` Basic (type in the answer) for a written answer, `umgekehrt` Basic (and reversed card) for
 * two oral cards that ask each other's answer, `basic` for the rest. No card type of ours is a cloze.
 */
export type AnkiExportTyp = 'basic' | 'eingabe' | 'umgekehrt';

/** Front and back of a note for the export: text as HTML, media by their names in the package. */
export interface AnkiFelder {
  typ: AnkiExportTyp;
  vorne: string;
  hinten: string;
}

function alsHtml(text: string): string {
  return text
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r?\n/g, '<br>');
}

/**
 * A card as a note: the question (and its picture, or the vocabulary sound) on the front, the answer
 * as the CSV export writes it (every card type as one text) and the answer picture on the back.
 * `name` gives a media URL's name in the package, or null for a URL that is not ours (left out).
 */
export function ankiFelderAusKarte(karte: CardFields, name: (url: string) => string | null): AnkiFelder {
  const medium = (url: string, ton: boolean) => {
    const datei = url ? name(url) : null;
    if (!datei) return '';
    return ton ? `[sound:${datei}]` : `<img src="${alsHtml(datei)}">`;
  };
  const { frage, antworten } = csvAusKarte(karte);
  const vorne = [alsHtml(frage), medium(karte.frage_videobild_url, karte.ist_vokabelaudio)].filter(Boolean);
  const hinten = [alsHtml(antworten[0] ?? ''), medium(karte.antwort_videobild_url, false)].filter(Boolean);
  return {
    typ: answerModeOf(karte) === ANSWER_MODE.SCHRIFTLICH ? 'eingabe' : 'basic',
    vorne: vorne.join('<br>'),
    hinten: hinten.join('<br>'),
  };
}

/**
 * The notes of a stack's cards in their order. Two oral cards where one asks the other's answer (Hund → dog, dog → Hund) become one Basic (and reversed card) note at the first one's
 * place: Anki makes its two cards from it, and our import the two oral cards again.
 */
export function ankiNotizenAusKarten(
  karten: readonly CardFields[],
  name: (url: string) => string | null,
): AnkiFelder[] {
  const notizen = karten.map((karte) => ankiFelderAusKarte(karte, name));
  const umkehrbar = karten.map((karte, i) => {
    const notiz = notizen[i];
    return (
      answerModeOf(karte) === ANSWER_MODE.MUENDLICH && !!notiz && notiz.vorne !== '' && notiz.hinten !== ''
    );
  });
  const vergeben = new Set<number>();
  const ergebnis: AnkiFelder[] = [];
  notizen.forEach((notiz, i) => {
    if (vergeben.has(i)) return;
    const partner = umkehrbar[i]
      ? notizen.findIndex(
          (andere, j) =>
            j > i &&
            umkehrbar[j] &&
            !vergeben.has(j) &&
            andere.vorne === notiz.hinten &&
            andere.hinten === notiz.vorne,
        )
      : -1;
    if (partner >= 0) vergeben.add(partner);
    ergebnis.push(partner >= 0 ? { ...notiz, typ: 'umgekehrt' } : notiz);
  });
  return ergebnis;
}
