import { trennerAusName } from './import-optionen';

/** Anki's '#<name> column:N' headers name columns that are no card text. */
const ANKI_META_SPALTEN = ['guid', 'notetype', 'deck', 'tags'];

export interface AnkiKopf {
  /** at least one of Anki's header lines was read */
  anki: boolean;
  trennzeichen: string | null;
  html: boolean;
  /** 0-based columns to drop */
  metaSpalten: Set<number>;
  /** the field names of '#columns:', split with the file's separator (meta columns dropped) */
  spaltenNamen: (trennzeichen: string) => string[] | null;
  /** characters of the header lines, and their number */
  laenge: number;
  zeilen: number;
}

/**
 * Anki's «Notes in Plain Text» start with '#key:value' lines ('#separator:tab', '#html:true',
 * '#columns:Front\tBack', '#tags column:3' …; Anki manual, «Importing: File Headers»). Read from the
 * top; other '#' lines there are skipped as comments.
 */
export function ankiKopfLesen(text: string): AnkiKopf {
  let spaltenZeile: string | null = null;
  const kopf: AnkiKopf = {
    anki: false,
    trennzeichen: null,
    html: false,
    metaSpalten: new Set(),
    spaltenNamen: (trennzeichen) =>
      spaltenZeile === null
        ? null
        : spaltenZeile
            .split(trennzeichen)
            .map((name) => name.trim())
            .filter((_name, spalte) => !kopf.metaSpalten.has(spalte)),
    laenge: 0,
    zeilen: 0,
  };
  while (text.startsWith('#', kopf.laenge)) {
    const ende = text.indexOf('\n', kopf.laenge);
    const zeile = text.slice(kopf.laenge, ende === -1 ? text.length : ende).replace(/\r$/, '');
    kopf.laenge = ende === -1 ? text.length : ende + 1;
    kopf.zeilen += 1;
    const treffer = /^#([a-z ]+):(.*)$/i.exec(zeile);
    if (!treffer) continue;
    const [, name = '', wert = ''] = treffer;
    const schluessel = name.trim().toLowerCase();
    kopf.anki = true;
    if (schluessel === 'separator') kopf.trennzeichen = trennerAusName(wert.trim()).slice(0, 1) || null;
    else if (schluessel === 'html') kopf.html = wert.trim().toLowerCase() === 'true';
    else if (schluessel === 'columns') spaltenZeile = wert;
    const spalte = /^(\w+) column$/.exec(schluessel);
    if (spalte?.[1] && ANKI_META_SPALTEN.includes(spalte[1])) kopf.metaSpalten.add(Number(wert.trim()) - 1);
  }
  return kopf;
}
