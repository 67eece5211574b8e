import {
  betonterStamm,
  CONDICIONAL,
  CONJUNTIVO_FUTURO,
  CONJUNTIVO_IMPERFEITO,
  CONJUNTIVO_PRESENTE,
  FUTURO,
  IMPERFEITO,
  INFINITIVO_PESSOAL,
  type Klasse,
  klasseVon,
  MAIS_QUE_PERFEITO,
  PERFEITO,
  PRESENTE,
  sechs,
  vorE,
  vorOA,
} from './regelmaessig';
import { PARTICIPIOS, type SechsFormen, UNREGELMAESSIG, type UnregelmaessigesVerb } from './unregelmaessig';

interface Verb {
  infinitiv: string;
  klasse: Klasse;
  /** The infinitive without -ar/-er/-ir. */
  stamm: string;
}

/**
 * The table's entry of a verb; the compounds of pôr (compor, supor, dispor …) take pôr's forms after
 * their prefix (compões, compôs, compunha, composto), their infinitive without the accent.
 */
function eigen(infinitiv: string): UnregelmaessigesVerb | undefined {
  const tabelle = UNREGELMAESSIG[infinitiv];
  const praefix = /^(.+)por$/.exec(infinitiv)?.[1];
  if (tabelle || !praefix) return tabelle;
  const mit = (formen?: SechsFormen) => formen?.map((form) => praefix + form) as SechsFormen | undefined;
  const por = UNREGELMAESSIG['pôr'];
  if (!por) throw new Error('pôr fehlt in der Tabelle der unregelmäßigen Verben');
  return {
    presente: mit(por.presente) as SechsFormen,
    perfeito: mit(por.perfeito),
    imperfeito: mit(por.imperfeito),
    futuro: infinitiv,
    participio: praefix + por.participio,
  };
}

function presente({ infinitiv, klasse, stamm }: Verb): SechsFormen {
  const unregelmaessig = eigen(infinitiv)?.presente;
  if (unregelmaessig) return unregelmaessig;
  const formen = [...sechs(stamm, PRESENTE[klasse])];
  if (klasse !== 'ar') formen[0] = `${vorOA(stamm)}o`;
  return formen as unknown as SechsFormen;
}

function perfeito({ infinitiv, klasse, stamm }: Verb): SechsFormen {
  const unregelmaessig = eigen(infinitiv)?.perfeito;
  if (unregelmaessig) return unregelmaessig;
  const formen = [...sechs(stamm, PERFEITO[klasse])];
  if (klasse === 'ar') formen[0] = `${vorE(stamm)}ei`;
  return formen as unknown as SechsFormen;
}

function conjuntivoPresente(verb: Verb): SechsFormen {
  const unregelmaessig = eigen(verb.infinitiv)?.conjuntivo;
  if (unregelmaessig) return unregelmaessig;
  const stamm = presente(verb)[0].replace(/o$/, '');
  return sechs(verb.klasse === 'ar' ? vorE(stamm) : stamm, CONJUNTIVO_PRESENTE[verb.klasse]);
}

/** Pluperfect, imperfect and future subjunctive: from the preterite's 3rd plural (fize-ram → fizera). */
function ausPerfeito(verb: Verb, endungen: SechsFormen): SechsFormen {
  const stamm = perfeito(verb)[5].replace(/ram$/, '');
  const regelmaessig = stamm === verb.infinitiv.replace(/r$/, '');
  const betont = betonterStamm(stamm, regelmaessig);
  return endungen.map((endung, person) =>
    (person === 3 || person === 4) && endungen !== CONJUNTIVO_FUTURO ? betont + endung : stamm + endung,
  ) as unknown as SechsFormen;
}

function participio({ infinitiv, klasse, stamm }: Verb): string {
  return (
    eigen(infinitiv)?.participio ?? PARTICIPIOS[infinitiv] ?? `${stamm}${klasse === 'ar' ? 'ado' : 'ido'}`
  );
}

function futuroStamm({ infinitiv }: Verb): string {
  return eigen(infinitiv)?.futuro ?? infinitiv;
}

function imperativoAfirmativo(verb: Verb): SechsFormen {
  const tabelle = eigen(verb.infinitiv);
  const gegenwart = presente(verb);
  const conjuntivo = conjuntivoPresente(verb);
  return [
    '',
    tabelle?.imperativoTu ?? gegenwart[2],
    conjuntivo[2],
    conjuntivo[3],
    tabelle?.imperativoVos ?? gegenwart[4].replace(/s$/, ''),
    conjuntivo[5],
  ];
}

function zusammengesetzt(hilfsverb: SechsFormen, verb: Verb): SechsFormen {
  const partizip = participio(verb);
  return hilfsverb.map((form) => `${form} ${partizip}`) as unknown as SechsFormen;
}

function imperfeito(verb: Verb): SechsFormen {
  return eigen(verb.infinitiv)?.imperfeito ?? sechs(verb.stamm, IMPERFEITO[verb.klasse]);
}

const TER: Verb = { infinitiv: 'ter', klasse: 'er', stamm: 't' };

/** The tenses of 02 §9's Portuguese list, in its order. */
const ZEITFORMEN: Readonly<Record<string, (verb: Verb) => SechsFormen>> = {
  Presente: presente,
  'Pretérito perfeito': perfeito,
  'Pretérito imperfeito': imperfeito,
  'Pretérito mais-que-perfeito': (verb) => ausPerfeito(verb, MAIS_QUE_PERFEITO),
  'Pretérito mais-que-perfeito composto': (verb) => zusammengesetzt(imperfeito(TER), verb),
  'Pretérito perfeito composto': (verb) => zusammengesetzt(presente(TER), verb),
  'Futuro do presente': (verb) => sechs(futuroStamm(verb), FUTURO),
  'Futuro do presente composto': (verb) => zusammengesetzt(sechs('ter', FUTURO), verb),
  'Futuro do pretérito': (verb) => sechs(futuroStamm(verb), CONDICIONAL),
  'Futuro do pretérito composto': (verb) => zusammengesetzt(sechs('ter', CONDICIONAL), verb),
  'Presente do conjuntivo': conjuntivoPresente,
  'Pretérito imperfeito do conjuntivo': (verb) => ausPerfeito(verb, CONJUNTIVO_IMPERFEITO),
  'Pretérito perfeito do conjuntivo': (verb) => zusammengesetzt(conjuntivoPresente(TER), verb),
  'Pretérito mais-que-perfeito do conjuntivo': (verb) =>
    zusammengesetzt(ausPerfeito(TER, CONJUNTIVO_IMPERFEITO), verb),
  'Futuro do conjuntivo': (verb) => ausPerfeito(verb, CONJUNTIVO_FUTURO),
  'Futuro composto do conjuntivo': (verb) => zusammengesetzt(ausPerfeito(TER, CONJUNTIVO_FUTURO), verb),
  'Imperativo afirmativo': imperativoAfirmativo,
  'Imperativo negativo': (verb) => {
    const conjuntivo = conjuntivoPresente(verb);
    return ['', ...conjuntivo.slice(1).map((form) => `não ${form}`)] as unknown as SechsFormen;
  },
  // pôr loses its accent before an ending: pores, pormos.
  'Infinitivo pessoal': (verb) =>
    INFINITIVO_PESSOAL.map((endung) =>
      endung ? verb.infinitiv.replace('ô', 'o') + endung : verb.infinitiv,
    ) as unknown as SechsFormen,
};

export const PORTUGIESISCHE_ZEITFORMEN = Object.keys(ZEITFORMEN);

/**
 * The six forms (eu … eles) of a Portuguese verb in a tense of 02 §9, European norm: rules for the
 * regular -ar, -er and -ir verbs with their spelling changes (fiquei, conheço), a table for the
 * common irregular ones. null for a tense outside the list or a word that is no infinitive.
 */
export function portugiesischeFormen(zeitform: string, eingabe: string): SechsFormen | null {
  const bilden = ZEITFORMEN[zeitform];
  const infinitiv = eingabe.trim().toLowerCase();
  const klasse = klasseVon(infinitiv);
  if (!bilden || !klasse || !/^[a-zà-ÿç]{2,}$/.test(infinitiv)) return null;
  return bilden({ infinitiv, klasse, stamm: infinitiv.replace(/(ar|er|ir|ôr|or)$/, '') });
}
