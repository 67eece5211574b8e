import type { Uebersetzung } from '@lernstapel/contracts';
import { htmlZuText, type UebersetzungsSprache } from '@lernstapel/rules';
import { ohneDoppelte, type UebersetzungsAdapter } from './uebersetzungs-adapter';

const ZEITLIMIT_MS = 5000;

/** PONS's answer (its dictionary API, v1): languages → hits → roms → arabs → translations (HTML). */
interface PonsTreffer {
  roms?: { headword?: string; arabs?: { translations?: { source?: string; target?: string }[] }[] }[];
  source?: string;
  target?: string;
}
type PonsSprachen = { lang?: string; hits?: PonsTreffer[] }[];

/** PONS marks up its texts (<strong class="headword">, <span class="genus">); the dialog shows one line of text. */
export function ohneHtml(html: string): string {
  return htmlZuText(html).replace(/\s+/g, ' ');
}

function uebersetzungenVon(treffer: PonsTreffer): Uebersetzung[] {
  const paare = [
    ...(treffer.source !== undefined ? [{ source: treffer.source, target: treffer.target }] : []),
    ...(treffer.roms ?? []).flatMap((rom) => (rom.arabs ?? []).flatMap((arab) => arab.translations ?? [])),
  ];
  return paare
    .map((paar) => ({ source: ohneHtml(paar.source ?? ''), target: ohneHtml(paar.target ?? '') }))
    .filter((paar) => paar.source && paar.target);
}

/**
 * DEVIATIONS 8 optional adapter: the PONS dictionary API (PONS_URL, PONS_KEY in the X-Secret header),
 * `GET {url}?q={text}&l={key}`. 204 and 404 mean no hits; other failures count as unreachable.
 */
export class PonsUebersetzung implements UebersetzungsAdapter {
  readonly name: string;

  constructor(
    private readonly url: string,
    private readonly schluessel: string,
  ) {
    this.name = `PONS (${new URL(url).host})`;
  }

  async uebersetzen(sprache: UebersetzungsSprache, text: string): Promise<Uebersetzung[]> {
    const adresse = new URL(this.url);
    adresse.searchParams.set('q', text);
    adresse.searchParams.set('l', sprache);
    const antwort = await fetch(adresse, {
      headers: { 'X-Secret': this.schluessel, Accept: 'application/json' },
      signal: AbortSignal.timeout(ZEITLIMIT_MS),
    });
    if (antwort.status === 204 || antwort.status === 404) return [];
    if (!antwort.ok) throw new Error(`PONS answered ${antwort.status}`);
    const sprachen = (await antwort.json()) as PonsSprachen;
    return ohneDoppelte(
      (Array.isArray(sprachen) ? sprachen : []).flatMap((eintrag) =>
        (eintrag.hits ?? []).flatMap(uebersetzungenVon),
      ),
    );
  }
}
