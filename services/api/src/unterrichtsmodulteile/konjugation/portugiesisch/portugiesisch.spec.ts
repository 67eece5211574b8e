import { portugiesischeFormen, PORTUGIESISCHE_ZEITFORMEN } from './portugiesisch';
import { REFERENZ, type Referenzverb } from './referenz.fixture';
import { vorhanden } from '../../../testing/vorhanden';

const TER = vorhanden(REFERENZ['ter'], 'REFERENZ.ter');
const woerter = (reihe: string | undefined) => (reihe ?? '').split(' ');

/** The reference row of a tense: simple tenses as written, compound ones as ter's row + participle. */
function erwartet(verb: Referenzverb, zeitform: string): string[] | null {
  const mitTer = (reihe: string | undefined) =>
    verb.PART && reihe ? woerter(reihe).map((form) => `${form} ${verb.PART}`) : null;
  const einfach: Record<string, string | undefined> = {
    Presente: verb.P,
    'Pretérito perfeito': verb.PPS,
    'Pretérito imperfeito': verb.PI,
    'Pretérito mais-que-perfeito': verb.MQP,
    'Futuro do presente': verb.FP,
    'Futuro do pretérito': verb.FPt,
    'Presente do conjuntivo': verb.CP,
    'Pretérito imperfeito do conjuntivo': verb.CI,
    'Futuro do conjuntivo': verb.CF,
    'Infinitivo pessoal': verb.IP,
  };
  const zusammengesetzt: Record<string, string | undefined> = {
    'Pretérito mais-que-perfeito composto': TER.PI,
    'Pretérito perfeito composto': TER.P,
    'Futuro do presente composto': TER.FP,
    'Futuro do pretérito composto': TER.FPt,
    'Pretérito perfeito do conjuntivo': TER.CP,
    'Pretérito mais-que-perfeito do conjuntivo': TER.CI,
    'Futuro composto do conjuntivo': TER.CF,
  };
  if (zeitform in einfach) return einfach[zeitform] ? woerter(einfach[zeitform]) : null;
  if (zeitform in zusammengesetzt) return mitTer(zusammengesetzt[zeitform]);
  if (zeitform === 'Imperativo afirmativo') return verb.IA ? ['', ...woerter(verb.IA)] : null;
  if (zeitform === 'Imperativo negativo')
    return verb.IN ? ['', ...woerter(verb.IN).map((f) => `não ${f}`)] : null;
  throw new Error(`Zeitform ohne Referenz: ${zeitform}`);
}

const FAELLE = Object.entries(REFERENZ).flatMap(([verb, referenz]) =>
  PORTUGIESISCHE_ZEITFORMEN.flatMap((zeitform) => {
    const formen = erwartet(referenz, zeitform);
    return formen ? [[verb, zeitform, formen] as const] : [];
  }),
);

describe('Portuguese conjugation against a standard grammar (issue 25)', () => {
  afterAll(() => {
    // The figure for the report: verbs, tenses and forms checked (every one must be right).
    const verben = new Set(FAELLE.map(([verb]) => verb)).size;
    const formen = FAELLE.reduce((summe, [, , reihe]) => summe + reihe.filter((f) => f !== '').length, 0);
    process.stdout.write(
      `Portuguese conjugation: ${verben} verbs, ${FAELLE.length} tenses, ${formen} forms checked\n`,
    );
  });

  it('covers all 19 tenses of 02 §9 for the required irregular verbs', () => {
    expect(PORTUGIESISCHE_ZEITFORMEN).toHaveLength(19);
    for (const verb of [
      'ser',
      'estar',
      'ter',
      'ir',
      'fazer',
      'poder',
      'dizer',
      'dar',
      'ver',
      'vir',
      'querer',
      'saber',
      'pôr',
      'trazer',
      'haver',
    ]) {
      expect(FAELLE.filter(([v]) => v === verb)).toHaveLength(19);
    }
  });

  it.each(FAELLE)('%s, %s', (verb, zeitform, formen) => {
    expect(portugiesischeFormen(zeitform, verb)).toEqual(formen);
  });

  it.each([
    ['Presente', 'xyz'],
    ['Presente', 'casa'],
    ['Pluskvamperfekt', 'falar'],
  ])('%s of %s: null (no infinitive or no such tense)', (zeitform, verb) => {
    expect(portugiesischeFormen(zeitform, verb)).toBeNull();
  });
});
