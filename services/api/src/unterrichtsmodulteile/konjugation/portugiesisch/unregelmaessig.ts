/** Six forms: eu, tu, ele/ela, nós, vós, eles/elas (the card's rows ich … sie). */
export type SechsFormen = readonly [string, string, string, string, string, string];

/**
 * What a Portuguese irregular verb does not take from the rules: its present and preterite (the
 * pluperfect, the imperfect and future subjunctive are built from the preterite's 3rd plural), and
 * where they differ the imperfect, the present subjunctive, the future stem, the participle and the
 * imperative of tu and vós. European norm (AO90: deem, veem).
 */
export interface UnregelmaessigesVerb {
  presente: SechsFormen;
  /** Missing: regular (the stem-changing -ir verbs change only in the present). */
  perfeito?: SechsFormen;
  imperfeito?: SechsFormen;
  conjuntivo?: SechsFormen;
  /** Stem of the future and conditional: far-ei, dir-ia. */
  futuro?: string;
  participio?: string;
  imperativoTu?: string;
  imperativoVos?: string;
}

export const UNREGELMAESSIG: Readonly<Record<string, UnregelmaessigesVerb>> = {
  ser: {
    presente: ['sou', 'és', 'é', 'somos', 'sois', 'são'],
    perfeito: ['fui', 'foste', 'foi', 'fomos', 'fostes', 'foram'],
    imperfeito: ['era', 'eras', 'era', 'éramos', 'éreis', 'eram'],
    conjuntivo: ['seja', 'sejas', 'seja', 'sejamos', 'sejais', 'sejam'],
    imperativoTu: 'sê',
    imperativoVos: 'sede',
  },
  estar: {
    presente: ['estou', 'estás', 'está', 'estamos', 'estais', 'estão'],
    perfeito: ['estive', 'estiveste', 'esteve', 'estivemos', 'estivestes', 'estiveram'],
    conjuntivo: ['esteja', 'estejas', 'esteja', 'estejamos', 'estejais', 'estejam'],
  },
  ter: {
    presente: ['tenho', 'tens', 'tem', 'temos', 'tendes', 'têm'],
    perfeito: ['tive', 'tiveste', 'teve', 'tivemos', 'tivestes', 'tiveram'],
    imperfeito: ['tinha', 'tinhas', 'tinha', 'tínhamos', 'tínheis', 'tinham'],
  },
  ir: {
    presente: ['vou', 'vais', 'vai', 'vamos', 'ides', 'vão'],
    perfeito: ['fui', 'foste', 'foi', 'fomos', 'fostes', 'foram'],
    conjuntivo: ['vá', 'vás', 'vá', 'vamos', 'vades', 'vão'],
  },
  fazer: {
    presente: ['faço', 'fazes', 'faz', 'fazemos', 'fazeis', 'fazem'],
    perfeito: ['fiz', 'fizeste', 'fez', 'fizemos', 'fizestes', 'fizeram'],
    futuro: 'far',
    participio: 'feito',
  },
  poder: {
    presente: ['posso', 'podes', 'pode', 'podemos', 'podeis', 'podem'],
    perfeito: ['pude', 'pudeste', 'pôde', 'pudemos', 'pudestes', 'puderam'],
  },
  dizer: {
    presente: ['digo', 'dizes', 'diz', 'dizemos', 'dizeis', 'dizem'],
    perfeito: ['disse', 'disseste', 'disse', 'dissemos', 'dissestes', 'disseram'],
    futuro: 'dir',
    participio: 'dito',
  },
  dar: {
    presente: ['dou', 'dás', 'dá', 'damos', 'dais', 'dão'],
    perfeito: ['dei', 'deste', 'deu', 'demos', 'destes', 'deram'],
    conjuntivo: ['dê', 'dês', 'dê', 'demos', 'deis', 'deem'],
  },
  ver: {
    presente: ['vejo', 'vês', 'vê', 'vemos', 'vedes', 'veem'],
    perfeito: ['vi', 'viste', 'viu', 'vimos', 'vistes', 'viram'],
    participio: 'visto',
  },
  vir: {
    presente: ['venho', 'vens', 'vem', 'vimos', 'vindes', 'vêm'],
    perfeito: ['vim', 'vieste', 'veio', 'viemos', 'viestes', 'vieram'],
    imperfeito: ['vinha', 'vinhas', 'vinha', 'vínhamos', 'vínheis', 'vinham'],
    participio: 'vindo',
  },
  querer: {
    presente: ['quero', 'queres', 'quer', 'queremos', 'quereis', 'querem'],
    perfeito: ['quis', 'quiseste', 'quis', 'quisemos', 'quisestes', 'quiseram'],
    conjuntivo: ['queira', 'queiras', 'queira', 'queiramos', 'queirais', 'queiram'],
  },
  saber: {
    presente: ['sei', 'sabes', 'sabe', 'sabemos', 'sabeis', 'sabem'],
    perfeito: ['soube', 'soubeste', 'soube', 'soubemos', 'soubestes', 'souberam'],
    conjuntivo: ['saiba', 'saibas', 'saiba', 'saibamos', 'saibais', 'saibam'],
  },
  pôr: {
    presente: ['ponho', 'pões', 'põe', 'pomos', 'pondes', 'põem'],
    perfeito: ['pus', 'puseste', 'pôs', 'pusemos', 'pusestes', 'puseram'],
    imperfeito: ['punha', 'punhas', 'punha', 'púnhamos', 'púnheis', 'punham'],
    futuro: 'por',
    participio: 'posto',
  },
  trazer: {
    presente: ['trago', 'trazes', 'traz', 'trazemos', 'trazeis', 'trazem'],
    perfeito: ['trouxe', 'trouxeste', 'trouxe', 'trouxemos', 'trouxestes', 'trouxeram'],
    futuro: 'trar',
  },
  haver: {
    presente: ['hei', 'hás', 'há', 'havemos', 'haveis', 'hão'],
    perfeito: ['houve', 'houveste', 'houve', 'houvemos', 'houvestes', 'houveram'],
    conjuntivo: ['haja', 'hajas', 'haja', 'hajamos', 'hajais', 'hajam'],
  },
  ler: {
    presente: ['leio', 'lês', 'lê', 'lemos', 'ledes', 'leem'],
    perfeito: ['li', 'leste', 'leu', 'lemos', 'lestes', 'leram'],
  },
  ouvir: {
    presente: ['ouço', 'ouves', 'ouve', 'ouvimos', 'ouvis', 'ouvem'],
    perfeito: ['ouvi', 'ouviste', 'ouviu', 'ouvimos', 'ouvistes', 'ouviram'],
  },
  pedir: {
    presente: ['peço', 'pedes', 'pede', 'pedimos', 'pedis', 'pedem'],
    perfeito: ['pedi', 'pediste', 'pediu', 'pedimos', 'pedistes', 'pediram'],
  },
  dormir: {
    presente: ['durmo', 'dormes', 'dorme', 'dormimos', 'dormis', 'dormem'],
    perfeito: ['dormi', 'dormiste', 'dormiu', 'dormimos', 'dormistes', 'dormiram'],
  },
  perder: {
    presente: ['perco', 'perdes', 'perde', 'perdemos', 'perdeis', 'perdem'],
    perfeito: ['perdi', 'perdeste', 'perdeu', 'perdemos', 'perdestes', 'perderam'],
  },
  // Stem-changing -ir verbs: e → i in the 1st singular (sigo, sinto), u → o before e (sobes, foges).
  seguir: { presente: ['sigo', 'segues', 'segue', 'seguimos', 'seguis', 'seguem'] },
  conseguir: { presente: ['consigo', 'consegues', 'consegue', 'conseguimos', 'conseguis', 'conseguem'] },
  sentir: { presente: ['sinto', 'sentes', 'sente', 'sentimos', 'sentis', 'sentem'] },
  preferir: { presente: ['prefiro', 'preferes', 'prefere', 'preferimos', 'preferis', 'preferem'] },
  servir: { presente: ['sirvo', 'serves', 'serve', 'servimos', 'servis', 'servem'] },
  vestir: { presente: ['visto', 'vestes', 'veste', 'vestimos', 'vestis', 'vestem'] },
  repetir: { presente: ['repito', 'repetes', 'repete', 'repetimos', 'repetis', 'repetem'] },
  subir: { presente: ['subo', 'sobes', 'sobe', 'subimos', 'subis', 'sobem'] },
  fugir: { presente: ['fujo', 'foges', 'foge', 'fugimos', 'fugis', 'fogem'] },
  // o → u in the 1st singular and so in the whole present subjunctive (cubro, cubra), like dormir.
  cobrir: { presente: ['cubro', 'cobres', 'cobre', 'cobrimos', 'cobris', 'cobrem'], participio: 'coberto' },
  descobrir: {
    presente: ['descubro', 'descobres', 'descobre', 'descobrimos', 'descobris', 'descobrem'],
    participio: 'descoberto',
  },
};

/** Participles that differ from -ado/-ido in verbs otherwise regular (with ter). */
export const PARTICIPIOS: Readonly<Record<string, string>> = {
  abrir: 'aberto',
  escrever: 'escrito',
  descrever: 'descrito',
};
