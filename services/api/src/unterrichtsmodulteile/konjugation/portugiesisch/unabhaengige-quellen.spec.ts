import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { portugiesischeFormen, PORTUGIESISCHE_ZEITFORMEN } from './portugiesisch';
import { REFERENZ } from './referenz.fixture';
import { PARTICIPIOS, UNREGELMAESSIG } from './unregelmaessig';
import { vorhanden } from '../../../testing/vorhanden';

/**
 * Our Portuguese forms checked against two maintained sources that Debian ships (the reference
 * fixture was written by hand; these were not):
 * - Hunspell with the European Portuguese dictionary (hunspell-pt-pt, AO90): every word of every
 *   form of every verb of the table must be a correctly spelled word. Catches misspellings and wrong
 *   accents (pode/pôde, fossemos/fôssemos); it cannot see a right word in the wrong tense or person.
 * - conjugue (brazilian-conjugate, the br.ispell verb database, 3980 verbs with their paradigms):
 *   the simple tenses person by person, for the verbs of our table and for every verb that its database
 *   lists under a regular paradigm. Its norm is São Paulo's before the 1990 agreement, so the two
 *   documented differences of the European AO90 norm are applied to its forms first (below).
 * (nspell with the npm dictionary-pt-pt was tried first: it had not finished loading the pt-PT affix
 * file after ten minutes at 1 GB, so the real Hunspell is used.)
 */
const HUNSPELL_PT = '/usr/share/hunspell/pt_PT';
const CONJUGUE = '/usr/bin/conjugue-UTF-8';
/** Both tools follow the locale; CI machines may have none set (then 'há' comes back as 'hav'). */
const UTF8 = { ...process.env, LC_ALL: 'C.UTF-8' };
const CONJUGUE_DATEN = '/usr/lib/brazilian-conjugate/verbos-UTF-8';
const OHNE = (paket: string) => ` (skipped: Debian package ${paket} not installed; .ci/run installs it)`;

const hatHunspell = existsSync(`${HUNSPELL_PT}.dic`) && spawnSync('hunspell', ['-v']).status === 0;
const hatConjugue = existsSync(CONJUGUE) && existsSync(CONJUGUE_DATEN);

const TABELLENVERBEN = [
  ...new Set([...Object.keys(REFERENZ), ...Object.keys(UNREGELMAESSIG), ...Object.keys(PARTICIPIOS)]),
].sort();

/** conjugue's tense codes for our simple tenses (the compound ones are ter + participle, FN's third form). */
const CONJUGUE_CODE: Readonly<Record<string, string>> = {
  Presente: 'PI',
  'Pretérito perfeito': 'EI',
  'Pretérito imperfeito': 'II',
  'Pretérito mais-que-perfeito': 'MI',
  'Futuro do presente': 'FI',
  'Futuro do pretérito': 'TI',
  'Presente do conjuntivo': 'PS',
  'Pretérito imperfeito do conjuntivo': 'IS',
  'Futuro do conjuntivo': 'FS',
  'Imperativo afirmativo': 'IA',
  'Imperativo negativo': 'IN',
  'Infinitivo pessoal': 'IP',
};
const MIT_TER: Readonly<Record<string, string>> = {
  'Pretérito perfeito composto': 'PI',
  'Pretérito mais-que-perfeito composto': 'II',
  'Futuro do presente composto': 'FI',
  'Futuro do pretérito composto': 'TI',
  'Pretérito perfeito do conjuntivo': 'PS',
  'Pretérito mais-que-perfeito do conjuntivo': 'IS',
  'Futuro composto do conjuntivo': 'FS',
};

/**
 * Where we knowingly differ from conjugue, each with its reason. Cunha & Cintra give the imperative
 * faz(e), diz(e), traz(e): we offer the short form. conjugue 1.1 writes 'venham' for 'que tu venhas'
 * (its own table repeats the 3rd plural; Hunspell and every grammar have venhas), and for the
 * affirmative imperative of vós of ouvir the subjunctive 'ouçais' (the imperative is ouvi, like parti).
 */
const BEKANNTE_ABWEICHUNGEN: ReadonlyArray<readonly [string, string, number, string, string]> = [
  ['fazer', 'Imperativo afirmativo', 1, 'faz', 'faze'],
  ['dizer', 'Imperativo afirmativo', 1, 'diz', 'dize'],
  ['trazer', 'Imperativo afirmativo', 1, 'traz', 'traze'],
  ['vir', 'Presente do conjuntivo', 1, 'venhas', 'venham'],
  ['ouvir', 'Imperativo afirmativo', 4, 'ouvi', 'ouçais'],
];

/**
 * conjugue's Brazilian pre-1990 form in the European AO90 norm: the preterite's 1st plural of -ar verbs
 * keeps its accent in Portugal (falámos, present falamos); AO90 drops the circumflex of -êem (deem,
 * leem, veem) and the diaeresis (argüir → arguir).
 */
function europaeisch(form: string, code: string, person: number, infinitiv: string): string {
  const ohneAlteAkzente = form.replace(/êem\b/g, 'eem').replace(/ü/g, 'u');
  return code === 'EI' && person === 3 && infinitiv.endsWith('ar')
    ? ohneAlteAkzente.replace(/amos$/, 'ámos')
    : ohneAlteAkzente;
}

interface Konjugation {
  /** conjugue's note '(regular)': the verb follows cantar, vender or partir. */
  regelmaessig: boolean;
  reihen: Readonly<Record<string, readonly string[]>>;
}

/** Runs conjugue once for many verbs: one block of 'XX:form:form…' lines per verb, after its ': ' prompt. */
function conjugue(verben: readonly string[]): Map<string, Konjugation> {
  const ausgabe = spawnSync(CONJUGUE, {
    env: UTF8,
    input: `${verben.join('\n')}\n`,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).stdout;
  const bloecke = ausgabe.split(/^: /m).slice(1, verben.length + 1);
  expect(bloecke).toHaveLength(verben.length);
  return new Map(
    verben.map((verb, i) => {
      const block = vorhanden(bloecke[i], `conjugue's block of ${verb}`);
      const zeilen = [...block.matchAll(/^([A-Z]{2}):(.*)$/gm)];
      const reihen = Object.fromEntries(zeilen.map(([, code, formen = '']) => [code, formen.split(':')]));
      return [verb, { regelmaessig: /^# paradigma[^\n]*\(regular\)/.test(block), reihen }];
    }),
  );
}

/** Every verb of conjugue's database that it conjugates by a regular paradigm (cantar, vender, partir). */
function regelmaessigeVerben(): string[] {
  const alle = readFileSync(CONJUGUE_DATEN, 'utf8')
    .split('\n')
    .filter((zeile) => /^[a-zà-ÿç]+$/.test(zeile));
  return [...conjugue(alle)].filter(([, { regelmaessig }]) => regelmaessig).map(([verb]) => verb);
}

interface Vergleich {
  formen: number;
  gleich: number;
  abweichend: string[];
  bekannt: number;
  ohneQuelle: number;
}

function vergleichen(verben: readonly string[], quelle: Map<string, Konjugation>): Vergleich {
  const ergebnis: Vergleich = { formen: 0, gleich: 0, abweichend: [], bekannt: 0, ohneQuelle: 0 };
  const ter = (quelle.get('ter') ?? conjugue(['ter']).get('ter'))?.reihen;
  for (const verb of verben) {
    const ihre = quelle.get(verb)?.reihen;
    for (const zeitform of PORTUGIESISCHE_ZEITFORMEN) {
      const unsere = portugiesischeFormen(zeitform, europaeisch(verb, 'FN', 0, verb));
      const code = CONJUGUE_CODE[zeitform] ?? MIT_TER[zeitform];
      if (!code) throw new Error(`no conjugue code for ${zeitform}`);
      const einfach = code === CONJUGUE_CODE[zeitform];
      const partizip = ihre?.['FN']?.[2];
      const reihe = einfach ? ihre?.[code] : ter?.[code]?.map((hilfsverb) => `${hilfsverb} ${partizip}`);
      // The imperatives have no 1st singular: conjugue gives five forms, we six with an empty first.
      const ihreReihe = zeitform.startsWith('Imperativo') ? ['', ...(reihe ?? [])] : (reihe ?? []);
      unsere?.forEach((form, person) => {
        if (form === '') return;
        ergebnis.formen += 1;
        const roh = ihreReihe[person];
        if (!roh || (!einfach && !partizip)) {
          ergebnis.ohneQuelle += 1; // conjugue leaves the imperative of poder and haver empty
          return;
        }
        const ihreForm = zeitform === 'Imperativo negativo' ? `não ${roh}` : roh;
        const erwartet = europaeisch(ihreForm, einfach ? code : 'composto', person, verb);
        // A verb with two participles (salvado, salvo) has both after ter: ours must be one of them.
        const varianten = einfach
          ? [erwartet]
          : erwartet.split(',').map((p, i) => (i ? `${form.split(' ')[0]} ${p}` : p));
        if (varianten.includes(form)) ergebnis.gleich += 1;
        else if (BEKANNTE_ABWEICHUNGEN.some((a) => `${a}` === `${[verb, zeitform, person, form, roh]}`))
          ergebnis.bekannt += 1;
        else ergebnis.abweichend.push(`${verb}, ${zeitform}, Person ${person + 1}: ${form} ≠ ${erwartet}`);
      });
    }
  }
  return ergebnis;
}

const bericht = (zeile: string) => process.stdout.write(`${zeile}\n`);

/** Hunspell reads and writes in the locale's charset: without `-i utf-8` a machine with no LANG set mangles every accent. */
const hunspell = (optionen: { input: string; encoding: 'utf8' }) =>
  spawnSync('hunspell', ['-i', 'utf-8', '-d', HUNSPELL_PT, '-l'], { ...optionen, env: UTF8 });

(hatHunspell ? describe : describe.skip)(
  `Portuguese forms are correctly spelled words for Hunspell pt_PT${hatHunspell ? '' : OHNE('hunspell-pt-pt')}`,
  () => {
    it('flags none of the words of any form of any verb in the table, all 19 tenses', () => {
      const woerter = new Set<string>();
      for (const verb of TABELLENVERBEN)
        for (const zeitform of PORTUGIESISCHE_ZEITFORMEN)
          for (const form of portugiesischeFormen(zeitform, verb) ?? [])
            for (const wort of form.split(' ')) if (wort) woerter.add(wort);
      const falsch = hunspell({
        input: [...woerter].join('\n'),
        encoding: 'utf8',
      });
      expect(falsch.status).toBe(0);
      const markiert = falsch.stdout.split('\n').filter(Boolean);
      bericht(
        `Hunspell pt_PT: ${TABELLENVERBEN.length} verbs, ${woerter.size} distinct words, ${markiert.length} flagged`,
      );
      expect(markiert).toEqual([]);
    });

    it('does flag misspellings and pre-1990 accents (the check can fail)', () => {
      const falsch = hunspell({
        input: 'pôdemos\nfazeram\ndêem\nvêem\nfizessemos\nfaláramos\n',
        encoding: 'utf8',
      });
      expect(falsch.stdout.split('\n').filter(Boolean)).toEqual([
        'pôdemos',
        'fazeram',
        'dêem',
        'vêem',
        'fizessemos',
      ]);
    });
  },
);

(hatConjugue ? describe : describe.skip)(
  `Portuguese forms person by person against conjugue's verb database${hatConjugue ? '' : OHNE('brazilian-conjugate')}`,
  () => {
    it('every verb of the table: all 19 tenses equal after the European AO90 norm, or a known difference', () => {
      const ergebnis = vergleichen(TABELLENVERBEN, conjugue(TABELLENVERBEN));
      bericht(
        `conjugue, table: ${TABELLENVERBEN.length} verbs, ${ergebnis.formen} forms, ${ergebnis.gleich} equal, ` +
          `${ergebnis.bekannt} known differences, ${ergebnis.ohneQuelle} without a form in conjugue, ` +
          `${ergebnis.abweichend.length} wrong`,
      );
      expect(ergebnis.abweichend).toEqual([]);
      expect(ergebnis.bekannt).toBe(BEKANNTE_ABWEICHUNGEN.length);
    });

    it('every verb conjugue calls regular (cantar, vender, partir and the compounds of pôr): all 19 tenses equal', () => {
      const verben = regelmaessigeVerben();
      expect(verben.length).toBeGreaterThan(1000);
      const ergebnis = vergleichen(verben, conjugue(['ter', ...verben]));
      bericht(
        `conjugue, regular paradigms: ${verben.length} verbs, ${ergebnis.formen} forms, ${ergebnis.gleich} equal, ` +
          `${ergebnis.abweichend.length} wrong${ergebnis.abweichend.length ? `, e.g. ${ergebnis.abweichend.slice(0, 20).join('; ')}` : ''}`,
      );
      expect(ergebnis.abweichend).toEqual([]);
    });
  },
);
