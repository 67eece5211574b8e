import {
  STAPELABLAGE_STATUS,
  stapelablageSchritte,
  stapelablageUebergang,
  validateEinreichen,
  type StapelablageStatusWert,
} from './stapelablage-uebergang';
import { stapelablageAktion } from './stapelablage-aktion';

const ABSENDER = 11;
const PRUEFER = 22;
const FREMD = 33;

const W_UE: StapelablageStatusWert = 'Warten auf Überprüfung';
const KORR: StapelablageStatusWert = 'Korrigieren';
const W_V: StapelablageStatusWert = 'Warten auf Verbesserung';
const FERTIG: StapelablageStatusWert = 'Fertig';

type Ergebnis = 'ok' | 'schrittUnzulaessig' | 'nurPruefer' | 'nurAbsender' | 'keinePartei';
type Partei = 'absender' | 'pruefer' | 'beide' | 'fremd';

/** 01 §4, every status × target status, for the sender and the reviewer. */
const TABELLE: ReadonlyArray<[StapelablageStatusWert, StapelablageStatusWert, Ergebnis, Ergebnis]> = [
  // [status, target, as sender, as reviewer]
  [W_UE, W_UE, 'schrittUnzulaessig', 'schrittUnzulaessig'],
  [W_UE, KORR, 'nurPruefer', 'ok'],
  [W_UE, W_V, 'nurPruefer', 'ok'],
  [W_UE, FERTIG, 'nurPruefer', 'ok'],
  [KORR, W_UE, 'schrittUnzulaessig', 'schrittUnzulaessig'],
  [KORR, KORR, 'schrittUnzulaessig', 'schrittUnzulaessig'],
  [KORR, W_V, 'nurPruefer', 'ok'],
  [KORR, FERTIG, 'nurPruefer', 'ok'],
  [W_V, W_UE, 'ok', 'nurAbsender'],
  [W_V, KORR, 'schrittUnzulaessig', 'schrittUnzulaessig'],
  [W_V, W_V, 'schrittUnzulaessig', 'schrittUnzulaessig'],
  [W_V, FERTIG, 'schrittUnzulaessig', 'schrittUnzulaessig'],
  [FERTIG, W_UE, 'schrittUnzulaessig', 'schrittUnzulaessig'],
  [FERTIG, KORR, 'schrittUnzulaessig', 'schrittUnzulaessig'],
  [FERTIG, W_V, 'schrittUnzulaessig', 'schrittUnzulaessig'],
  [FERTIG, FERTIG, 'schrittUnzulaessig', 'schrittUnzulaessig'],
];

/** Both parties in one person: whichever role allows the step; otherwise the status forbids it. */
function alsBeide(alsAbsender: Ergebnis, alsPruefer: Ergebnis): Ergebnis {
  return alsAbsender === 'ok' || alsPruefer === 'ok' ? 'ok' : 'schrittUnzulaessig';
}

const ZEILEN: Array<[StapelablageStatusWert, StapelablageStatusWert, Partei, Ergebnis]> = TABELLE.flatMap(
  ([status, nach, absender, pruefer]) => [
    [status, nach, 'absender', absender] as const,
    [status, nach, 'pruefer', pruefer] as const,
    [status, nach, 'beide', alsBeide(absender, pruefer)] as const,
    [status, nach, 'fremd', 'keinePartei'] as const,
  ],
);

function eintragFuer(partei: Partei, status: string) {
  return partei === 'beide'
    ? { status, stapel_absender_id: ABSENDER, stapel_eigentuemer_id: ABSENDER }
    : { status, stapel_absender_id: ABSENDER, stapel_eigentuemer_id: PRUEFER };
}
const ID: Record<Partei, number> = { absender: ABSENDER, pruefer: PRUEFER, beide: ABSENDER, fremd: FREMD };

describe('stapelablageUebergang: the hand-in state machine (01 §4), every status × step × party', () => {
  it('covers all 4 × 4 status pairs', () => {
    expect(TABELLE).toHaveLength(STAPELABLAGE_STATUS.length ** 2);
    expect(ZEILEN).toHaveLength(64);
  });

  it.each(ZEILEN)('%p → %p as %s: %s', (status, nach, partei, erwartet) => {
    const ergebnis = stapelablageUebergang(eintragFuer(partei, status), ID[partei], nach);
    if (erwartet === 'ok') {
      expect(ergebnis).toEqual({ ok: true, status: nach, ist_korrigiert_und_ok: nach === FERTIG });
    } else {
      expect(ergebnis).toEqual({ ok: false, fehler: `stapelablage.${erwartet}` });
    }
  });

  it('an unknown stored status allows nothing', () => {
    const eintrag = { status: 'Unbekannt', stapel_absender_id: ABSENDER, stapel_eigentuemer_id: PRUEFER };
    for (const nach of STAPELABLAGE_STATUS) {
      expect(stapelablageUebergang(eintrag, PRUEFER, nach)).toEqual({
        ok: false,
        fehler: 'stapelablage.schrittUnzulaessig',
      });
    }
  });
});

describe('stapelablageSchritte: the buttons a party sees, none while waiting (01 §4)', () => {
  it.each<[StapelablageStatusWert, Partei, StapelablageStatusWert[]]>([
    [W_UE, 'pruefer', [KORR, W_V, FERTIG]],
    [W_UE, 'absender', []],
    [KORR, 'pruefer', [W_V, FERTIG]],
    [KORR, 'absender', []],
    [W_V, 'pruefer', []],
    [W_V, 'absender', [W_UE]],
    [FERTIG, 'pruefer', []],
    [FERTIG, 'absender', []],
    [W_UE, 'fremd', []],
  ])('%p as %s → %j', (status, partei, erwartet) => {
    expect(stapelablageSchritte(eintragFuer(partei, status), ID[partei])).toEqual(erwartet);
  });

  it.each(
    STAPELABLAGE_STATUS.flatMap((status) =>
      (['absender', 'pruefer', 'fremd'] as const).map((p) => [status, p] as const),
    ),
  )('agrees with stapelablageAktion: %p as %s has steps exactly when it has an action', (status, partei) => {
    const eintrag = eintragFuer(partei, status);
    expect(stapelablageSchritte(eintrag, ID[partei]).length > 0).toBe(
      stapelablageAktion(eintrag, ID[partei]) !== null,
    );
  });
});

describe('validateEinreichen (01 §4: hand in to chosen persons)', () => {
  it.each<[number[], string[]]>([
    [[PRUEFER], []],
    [[PRUEFER, FREMD], []],
    [[], ['validierung.keinEmpfaenger']],
    [[PRUEFER, ABSENDER], ['stapelablage.nichtAnDichSelbst']],
  ])('%j → %j', (empfaengerIds, erwartet) => {
    expect(validateEinreichen({ absenderId: ABSENDER, empfaengerIds })).toEqual(erwartet);
  });
});
