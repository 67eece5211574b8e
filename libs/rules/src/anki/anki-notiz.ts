import { htmlZuText } from '../text/html-zu-text';

/** A note type as both collection formats describe it: field names in order, card templates by ord. */
export interface AnkiNotiztyp {
  name: string;
  lueckentext: boolean;
  felder: readonly string[];
  vorlagen: readonly { vorne: string; hinten: string }[];
}

/** One Anki card (a note and a template ord, or a cloze number for cloze notes) as our two sides. */
export interface AnkiSeiten {
  frage: string;
  antwort: string;
  /** Template with {{type:…}}: the answer is typed (our written-answer card). */
  schriftlich: boolean;
  /** Back Extra and similar answer-side fields of a cloze note. */
  zusatz: string;
  frageBilder: string[];
  antwortBilder: string[];
  toene: string[];
}

/** Template tags that name no field of the note. */
const SONDERFELDER = new Set(['FrontSide', 'Tags', 'Type', 'Deck', 'Subdeck', 'Card', 'CardFlag']);

/**
 * The fields a template shows, in order: `{{Front}}`, `{{#Extra}}{{Extra}}{{/Extra}}`, `{{cloze:Text}}`;
 * `getippt` for `{{type:Back}}`, the field the learner types (it stands on the front, but is the answer).
 */
export function vorlagenFelder(
  vorlage: string,
  felder: readonly string[],
): { name: string; getippt: boolean }[] {
  const gefunden: { name: string; getippt: boolean }[] = [];
  for (const [, tag = ''] of vorlage.matchAll(/\{\{([^{}]+)\}\}/g)) {
    const inhalt = tag.trim();
    if (/^[#^/!]/.test(inhalt)) continue;
    // Filters come before the name: {{type:Back}}, {{cloze:Text}}, {{tts en_US:Front}}, {{text:hint:X}}.
    const teile = inhalt.split(':');
    const name = teile.pop()?.trim() ?? '';
    const getippt = teile.some((filter) => filter.trim() === 'type');
    if (SONDERFELDER.has(name) || !felder.includes(name)) continue;
    if (!gefunden.some((feld) => feld.name === name && feld.getippt === getippt))
      gefunden.push({ name, getippt });
  }
  return gefunden;
}

const BILD = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi;
const TON = /\[sound:([^\]]+)\]/g;

/** Media files a field refers to: pictures by `<img src>`, sounds by `[sound:name]`. */
export function feldMedien(html: string): { bilder: string[]; toene: string[] } {
  const bilder = [...html.matchAll(BILD)].map((m) => dateiname(m[1] ?? m[2] ?? m[3] ?? ''));
  const toene = [...html.matchAll(TON)].map((m) => dateiname(m[1] ?? ''));
  return { bilder: bilder.filter(Boolean), toene: toene.filter(Boolean) };
}

/** Anki writes `&amp;` in an attribute; a name is never a path. */
function dateiname(roh: string): string {
  return roh
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .trim();
}

/** A field's text as the reader sees it: no media references, HTML made text (htmlZuText). */
export function feldText(html: string): string {
  return htmlZuText(html.replace(TON, ' ')).trim();
}

const LUECKE = /\{\{c(\d+)::([\s\S]*?)(?:::([\s\S]*?))?\}\}/g;

/**
 * Cloze card `nummer` (c1 → 1): that gap shows `[…]` (or `[hint]`), the other gaps their text; the
 * answer is the gap's texts. Anki makes one card per gap number; so do we.
 */
export function lueckentextSeiten(html: string, nummer: number): { frage: string; antwort: string } {
  const antworten: string[] = [];
  const frage = html.replace(LUECKE, (_, n: string, text: string, hinweis?: string) => {
    if (Number(n) !== nummer) return text;
    antworten.push(feldText(text));
    return hinweis ? `[${hinweis}]` : '[…]';
  });
  return { frage: feldText(frage), antwort: antworten.filter(Boolean).join(', ') };
}

/**
 * The sides of the Anki card `ord` of a note (fields in the note type's order). Normal note types
 * render their template: the fields the front shows are the question, the fields only the back adds
 * the answer. Null when the note type has no such card or it shows nothing on a side.
 */
export function ankiSeiten(typ: AnkiNotiztyp, werte: readonly string[], ord: number): AnkiSeiten | null {
  const wert = (name: string) => werte[typ.felder.indexOf(name)] ?? '';
  const vorlage = typ.lueckentext ? typ.vorlagen[0] : typ.vorlagen[ord];
  if (!vorlage) return null;
  const vorneTags = vorlagenFelder(vorlage.vorne, typ.felder);
  const schriftlich = [...vorneTags, ...vorlagenFelder(vorlage.hinten, typ.felder)].some((f) => f.getippt);
  // A cloze's typed field is its own text; a normal note's typed field is the answer.
  const vorne = vorneTags.filter((f) => typ.lueckentext || !f.getippt).map((f) => f.name);
  const getippt = vorneTags.filter((f) => !typ.lueckentext && f.getippt).map((f) => f.name);
  const hinten = [
    ...getippt,
    ...vorlagenFelder(vorlage.hinten, typ.felder)
      .map((f) => f.name)
      .filter((name) => !vorne.includes(name) && !getippt.includes(name)),
  ];
  const html = (namen: readonly string[]) => namen.map(wert).filter((feld) => feld.trim() !== '');
  const frageHtml = html(vorne);
  const antwortHtml = html(hinten);
  const medien = (teile: readonly string[]) => feldMedien(teile.join(' '));
  if (typ.lueckentext) {
    const text = frageHtml.join('<br>');
    if (text.includes('image-occlusion:')) return null;
    const { frage, antwort } = lueckentextSeiten(text, ord + 1);
    if (antwort === '') return null;
    return {
      frage,
      antwort,
      schriftlich,
      zusatz: antwortHtml.map(feldText).join('\n'),
      frageBilder: medien(frageHtml).bilder,
      antwortBilder: medien(antwortHtml).bilder,
      toene: [...medien(frageHtml).toene, ...medien(antwortHtml).toene],
    };
  }
  return {
    frage: frageHtml.map(feldText).filter(Boolean).join('\n'),
    antwort: antwortHtml.map(feldText).filter(Boolean).join('\n'),
    schriftlich,
    zusatz: '',
    frageBilder: medien(frageHtml).bilder,
    antwortBilder: medien(antwortHtml).bilder,
    toene: [...medien(frageHtml).toene, ...medien(antwortHtml).toene],
  };
}
