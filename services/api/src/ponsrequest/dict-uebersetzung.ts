import type { Uebersetzung } from '@lernstapel/contracts';
import type { UebersetzungsSprache } from '@lernstapel/rules';
import { neuerCache } from '../common/cache/caches';
import { dictAdresse, DictSitzung } from './dict-client';
import { bedeutungenAus } from './dict-eintrag';
import { type GefundeneBedeutung, rangiert } from './dict-rangfolge';
import { aehnlicheAuswahl } from './aehnliche-woerter';
import { type AehnlicheTreffer, ohneDoppelte, type UebersetzungsAdapter } from './uebersetzungs-adapter';
import { haeufigkeitFuer } from './wort-haeufigkeit';
import type { UmgekehrteWoerterbuecher } from './umgekehrtes-woerterbuch';

/** The two-letter codes of the 02 §9 keys as FreeDict names its dictionaries (ISO 639-3). */
const FREEDICT_CODES: Readonly<Record<string, string>> = {
  de: 'deu',
  en: 'eng',
  fr: 'fra',
  es: 'spa',
  pt: 'por',
  tr: 'tur',
  ar: 'ara',
  it: 'ita',
  hr: 'hrv',
  ru: 'rus',
  pl: 'pol',
  sl: 'slv',
  fi: 'fin',
  ro: 'ron',
  sk: 'slk',
  ja: 'jpn',
  cs: 'ces',
  hu: 'hun',
  no: 'nor',
  sv: 'swe',
  da: 'dan',
  nl: 'nld',
};

/** The FreeDict databases (fd-deu-eng and fd-eng-deu for deen) that serve a key, of those the server has. */
export function datenbankenFuer(sprache: UebersetzungsSprache, vorhanden: ReadonlySet<string>): string[] {
  const a = FREEDICT_CODES[sprache.slice(0, 2)];
  const b = FREEDICT_CODES[sprache.slice(2, 4)];
  if (!a || !b) return [];
  return [`fd-${a}-${b}`, `fd-${b}-${a}`].filter((name) => vorhanden.has(name));
}

/**
 * DEVIATIONS 8 default translation adapter: a dictionary server speaking the DICT protocol (RFC 2229),
 * e.g. dictd with Debian's FreeDict dictionaries, which cover German with English, French, Spanish,
 * Italian, Portuguese, Turkish, Polish, Russian, Dutch, Swedish, Finnish and Japanese. A key without
 * an installed dictionary (Elvish…) has no hits.
 */
export class DictUebersetzung implements UebersetzungsAdapter {
  readonly name: string;
  /** The server's database list, asked once per CACHES.dictDatenbanken time. */
  private readonly liste = neuerCache<'datenbanken', Set<string>>('dictDatenbanken');

  constructor(
    private readonly url: string,
    private readonly umgekehrte: UmgekehrteWoerterbuecher | null = null,
  ) {
    const { host, port } = dictAdresse(url);
    this.name = `dictd ${host}:${port}`;
  }

  async uebersetzen(sprache: UebersetzungsSprache, text: string): Promise<Uebersetzung[]> {
    const sitzung = await DictSitzung.oeffnen(this.url);
    try {
      return await this.nachschlagen(sitzung, sprache, text);
    } finally {
      sitzung.schliessen();
    }
  }

  /** Headwords one letter from the word (dictd's 'lev' match) in both dictionaries, and their hits. */
  async aehnliche(sprache: UebersetzungsSprache, text: string): Promise<AehnlicheTreffer | null> {
    const sitzung = await DictSitzung.oeffnen(this.url);
    try {
      const datenbanken = datenbankenFuer(sprache, await this.vorhandene(sitzung));
      if (datenbanken.length === 0) return null;
      const kandidaten: string[] = [];
      for (const datenbank of datenbanken) {
        kandidaten.push(...(await sitzung.aehnliche(datenbank, text)));
      }
      const woerter: string[] = [];
      const treffer: Uebersetzung[] = [];
      for (const wort of aehnlicheAuswahl(text, kandidaten)) {
        const gefunden = await this.nachschlagen(sitzung, sprache, wort);
        if (gefunden.length === 0) continue;
        woerter.push(wort);
        treffer.push(...gefunden);
      }
      return { woerter, treffer: ohneDoppelte(treffer) };
    } finally {
      sitzung.schliessen();
    }
  }

  /**
   * The word as a translation in the pair's dictionaries (for a German word: in eng-deu's German
   * translations, where dictd, matching headwords only, cannot look): their headwords as hits, source
   * the word, target the headword. null without the dictionaries' files on this machine.
   */
  async umgekehrt(sprache: UebersetzungsSprache, text: string): Promise<AehnlicheTreffer | null> {
    if (!this.umgekehrte) return null;
    const sitzung = await DictSitzung.oeffnen(this.url);
    let datenbanken: string[];
    try {
      datenbanken = datenbankenFuer(sprache, await this.vorhandene(sitzung));
    } finally {
      sitzung.schliessen();
    }
    let gelesen = false;
    const treffer: Uebersetzung[] = [];
    for (const datenbank of datenbanken) {
      const haeufigkeit = await haeufigkeitFuer(datenbank.slice(3, 6));
      const gefunden = await this.umgekehrte.suchen(datenbank, text, haeufigkeit);
      if (!gefunden) continue;
      gelesen = true;
      treffer.push(...gefunden.map(({ kopf }) => ({ source: text.trim(), target: kopf })));
    }
    if (!gelesen) return null;
    const eindeutig = ohneDoppelte(treffer);
    return { woerter: eindeutig.map((eintrag) => eintrag.target), treffer: eindeutig };
  }

  private async nachschlagen(
    sitzung: DictSitzung,
    sprache: UebersetzungsSprache,
    text: string,
  ): Promise<Uebersetzung[]> {
    const gefunden: GefundeneBedeutung[] = [];
    for (const datenbank of datenbankenFuer(sprache, await this.vorhandene(sitzung))) {
      const haeufigkeit = await haeufigkeitFuer(datenbank.slice(-3));
      for (const definition of await sitzung.definieren(datenbank, text)) {
        gefunden.push(...bedeutungenAus(definition.text).map((bedeutung) => ({ bedeutung, haeufigkeit })));
      }
    }
    return ohneDoppelte(rangiert(text, gefunden));
  }

  private async vorhandene(sitzung: DictSitzung): Promise<Set<string>> {
    const gemerkt = this.liste.get('datenbanken');
    if (gemerkt) return gemerkt;
    const namen = new Set(await sitzung.datenbanken());
    this.liste.set('datenbanken', namen);
    return namen;
  }
}
