import { KONJUG_FORMEN, type KonjugFormen, type KonjugSprache } from '@lernstapel/rules';
import { portugiesischeFormen, PORTUGIESISCHE_ZEITFORMEN } from './portugiesisch/portugiesisch';
import { deutsch, englisch, franzoesisch, italienisch, spanisch } from './verb-daten';

/** Person rows ich, du, er/sie/es, wir, ihr, sie (02 §9) as person 1–3 and number. */
const PERSONEN = [
  [1, 'S'],
  [2, 'S'],
  [3, 'S'],
  [1, 'P'],
  [2, 'P'],
  [3, 'P'],
] as const;

type Form = (person: 0 | 1 | 2 | 3 | 4 | 5) => Promise<string>;

/** Tense names of KONJUG_ZEITFORMEN → the tense code of german-verbs. */
const DE: Readonly<Record<string, string>> = {
  Präsens: 'PRASENS',
  Präteritum: 'PRATERITUM',
  Perfekt: 'PERFEKT',
  Plusquamperfekt: 'PLUSQUAMPERFEKT',
  'Futur I': 'FUTUR1',
  'Futur II': 'FUTUR2',
  'Konjunktiv I Präsens': 'KONJUNKTIV1_PRASENS',
  'Konjunktiv I Perfekt': 'KONJUNKTIV1_PERFEKT',
  'Konjunktiv I Futur I': 'KONJUNKTIV1_FUTUR1',
  'Konjunktiv II Präteritum': 'KONJUNKTIV2_PRATERITUM',
  'Konjunktiv II Futur I': 'KONJUNKTIV2_FUTUR1',
  'Konjunktiv II Futur II': 'KONJUNKTIV2_FUTUR2',
};
/** english-verbs-helper; the will-future is SIMPLE_FUTURE with WILL. */
const EN: Readonly<Record<string, string>> = {
  'Simple Present': 'SIMPLE_PRESENT',
  'Present Progressive': 'PROGRESSIVE_PRESENT',
  'Simple Past': 'SIMPLE_PAST',
  'Past Progressive': 'PROGRESSIVE_PAST',
  'Present Perfect': 'PERFECT_PRESENT',
  'Present Perfect Progressive': 'PERFECT_PROGRESSIVE_PRESENT',
  'Past Perfect': 'PERFECT_PAST',
  'Past Perfect Progressive': 'PERFECT_PROGRESSIVE_PAST',
  'Will-Future': 'SIMPLE_FUTURE',
  'Future Progressive': 'PROGRESSIVE_FUTURE',
  'Future Perfect': 'PERFECT_FUTURE',
  'Future Perfect Progressive': 'PERFECT_PROGRESSIVE_FUTURE',
};
/** french-verbs; futur proche and passé récent are built from aller / venir de + infinitive. */
const FR: Readonly<Record<string, string>> = {
  Présent: 'PRESENT',
  Imparfait: 'IMPARFAIT',
  'Passé simple': 'PASSE_SIMPLE',
  'Passé composé': 'PASSE_COMPOSE',
  'Plus-que-parfait': 'PLUS_QUE_PARFAIT',
  'Passé antérieur': 'PASSE_ANTERIEUR',
  'Futur simple': 'FUTUR',
  'Futur antérieur': 'FUTUR_ANTERIEUR',
  'Conditionnel présent': 'CONDITIONNEL_PRESENT',
  'Conditionnel passé': 'CONDITIONNEL_PASSE_1',
  'Subjonctif présent': 'SUBJONCTIF_PRESENT',
  'Subjonctif passé': 'SUBJONCTIF_PASSE',
  'Subjonctif imparfait': 'SUBJONCTIF_IMPARFAIT',
  'Subjonctif plus-que-parfait': 'SUBJONCTIF_PLUS_QUE_PARFAIT',
  'Impératif présent': 'IMPERATIF_PRESENT',
};
const ES: Readonly<Record<string, string>> = {
  Presente: 'INDICATIVE_PRESENT',
  'Pretérito imperfecto': 'INDICATIVE_IMPERFECT',
  'Pretérito indefinido': 'INDICATIVE_PRETERITE',
  'Pretérito perfecto': 'INDICATIVE_PERFECT',
  'Pretérito pluscuamperfecto': 'INDICATIVE_PLUPERFECT',
  'Pretérito anterior': 'INDICATIVE_PRETERITE_PERFECT',
  'Futuro simple': 'INDICATIVE_FUTURE',
  'Futuro perfecto': 'INDICATIVE_FUTURE_PERFECT',
  'Condicional simple': 'CONDITIONAL_PRESENT',
  'Condicional compuesto': 'CONDITIONAL_PERFECT',
  'Presente de subjuntivo': 'SUBJUNCTIVE_PRESENT',
  'Pretérito imperfecto de subjuntivo (-ra)': 'SUBJUNCTIVE_IMPERFECT_RA',
  'Pretérito imperfecto de subjuntivo (-se)': 'SUBJUNCTIVE_IMPERFECT_SE',
  'Pretérito perfecto de subjuntivo': 'SUBJUNCTIVE_PERFECT',
  'Pretérito pluscuamperfecto de subjuntivo': 'SUBJUNCTIVE_PLUPERFECT',
  'Futuro simple de subjuntivo': 'SUBJUNCTIVE_FUTURE',
  'Futuro perfecto de subjuntivo': 'SUBJUNCTIVE_FUTURE_PERFECT',
};
const IT: Readonly<Record<string, string>> = {
  Presente: 'PRESENTE',
  Imperfetto: 'IMPERFETTO',
  'Passato remoto': 'PASSATO_REMOTO',
  'Passato prossimo': 'PASSATO_PROSSIMO',
  'Trapassato prossimo': 'TRAPASSATO_PROSSIMO',
  'Trapassato remoto': 'TRAPASSATO_REMOTO',
  'Futuro semplice': 'FUTURO_SEMPLICE',
  'Futuro anteriore': 'FUTURO_ANTERIORE',
  'Condizionale presente': 'COND_PRESENTE',
  'Condizionale passato': 'COND_PASSATO',
  'Congiuntivo presente': 'CONG_PRESENTE',
  'Congiuntivo passato': 'CONG_PASSATO',
  'Congiuntivo imperfetto': 'CONG_IMPERFETTO',
  'Congiuntivo trapassato': 'CONG_TRAPASSATO',
  Imperativo: 'IMPERATIVO',
};
/** Italian verbs whose compound tenses take essere (the library needs the auxiliary). */
const MIT_ESSERE = new Set([
  'essere',
  'andare',
  'venire',
  'arrivare',
  'partire',
  'uscire',
  'entrare',
  'tornare',
  'restare',
  'rimanere',
  'stare',
  'nascere',
  'morire',
  'diventare',
  'cadere',
  'salire',
  'scendere',
  'succedere',
]);
const FR_ZUSAMMENGESETZT: Readonly<Record<string, readonly [string, string]>> = {
  'Futur proche': ['aller', ''],
  'Passé récent': ['venir', 'de '],
};

/** The tenses of each language for which 'Formen vorschlagen' has data (the others: none). */
export const ABGEDECKTE_ZEITFORMEN: Readonly<Record<KonjugSprache, readonly string[]>> = {
  de: Object.keys(DE),
  en: Object.keys(EN),
  fr: [...Object.keys(FR), ...Object.keys(FR_ZUSAMMENGESETZT)],
  es: Object.keys(ES),
  it: Object.keys(IT),
  pt: PORTUGIESISCHE_ZEITFORMEN,
};

function elision(verb: string, vor: string): string {
  return vor === 'de ' && /^[aeiouyhâàéèêîïôû]/i.test(verb) ? `d'${verb}` : `${vor}${verb}`;
}

async function formFunktion(sprache: KonjugSprache, zeitform: string, verb: string): Promise<Form | null> {
  switch (sprache) {
    case 'de': {
      const code = DE[zeitform];
      if (!code) return null;
      const { lib, verben } = await deutsch();
      const aux = lib.alwaysUsesSein(verb) ? 'SEIN' : 'HABEN';
      return async (p) => {
        const [person, zahl] = PERSONEN[p];
        return lib.getConjugation(verben, verb, code, person, zahl, aux, undefined, undefined).join(' ');
      };
    }
    case 'en': {
      const code = EN[zeitform];
      if (!code) return null;
      const { lib, verben } = await englisch();
      const extra = zeitform === 'Will-Future' ? { WILL: true } : {};
      return async (p) => lib.getConjugation(verben, verb, code as never, p, extra);
    }
    case 'fr': {
      const { lib, verben } = await franzoesisch();
      const zusammen = FR_ZUSAMMENGESETZT[zeitform];
      if (zusammen) {
        const [hilfsverb, vor] = zusammen;
        return async (p) =>
          `${lib.getConjugation(verben, hilfsverb, 'PRESENT', p, {}, false, undefined, undefined, 'Act')} ${elision(verb, vor)}`;
      }
      const code = FR[zeitform];
      if (!code) return null;
      // With être the participle agrees with the subject (nous sommes allés), with avoir never.
      const mitEtre = lib.alwaysAuxEtre(verb);
      return async (p) => {
        const agreeNumber = mitEtre ? PERSONEN[p][1] : 'S';
        return lib.getConjugation(
          verben,
          verb,
          code as never,
          p,
          { agreeNumber },
          false,
          undefined,
          undefined,
          'Act',
        );
      };
    }
    case 'es': {
      const code = ES[zeitform];
      if (!code) return null;
      const { lib } = await spanisch();
      return async (p) => lib.getConjugation(verb, code, p);
    }
    case 'it': {
      const code = IT[zeitform];
      if (!code) return null;
      const { lib, verben } = await italienisch();
      return async (p) => {
        const [person, zahl] = PERSONEN[p];
        // With essere the participle agrees with the subject (siamo andati), with avere it stays (abbiamo parlato).
        const mitEssere = MIT_ESSERE.has(verb);
        return lib.getConjugation(verben, verb, code as never, person, zahl, {
          aux: mitEssere ? 'ESSERE' : 'AVERE',
          agreeGender: 'M',
          agreeNumber: mitEssere ? zahl : 'S',
        });
      };
    }
    case 'pt': {
      // No maintained Portuguese conjugation package on npm or in Debian: our own rules and table.
      const formen = portugiesischeFormen(zeitform, verb);
      return formen ? async (p) => formen[p] : null;
    }
  }
}

/**
 * Beyond the spec: the six forms of `verb` in `zeitform` from open conjugation data (npm packages
 * german-verbs, english-verbs-helper, french-verbs, spanish-verbs, italian-verbs and their
 * dictionaries; Portuguese from the rules in ./portugiesisch). null when the data does not cover the tense or does not know the verb; a person the
 * tense does not have (the imperative's ich) stays ''.
 */
export async function formenVorschlagen(
  sprache: KonjugSprache,
  zeitform: string,
  verb: string,
): Promise<KonjugFormen | null> {
  const form = await formFunktion(sprache, zeitform, verb.trim());
  if (!form) return null;
  const formen = {} as KonjugFormen;
  for (const [index, feld] of KONJUG_FORMEN.entries()) {
    formen[feld] = await form(index as 0).catch(() => '');
  }
  return KONJUG_FORMEN.some((feld) => formen[feld] !== '') ? formen : null;
}
