import {
  darfKarteBearbeiten,
  darfKarteMarkieren,
  stapelRechte,
  type StapelRechteWerte,
  type StapelZugangWert,
} from './stapel-rechte';

const ALLES: StapelRechteWerte = {
  eigenschaften_bearbeiten: true,
  loeschen: true,
  teilen: true,
  veroeffentlichen: true,
  team_bearbeitung: true,
  karten_hinzufuegen: true,
  kopieren: true,
};
const NICHTS: StapelRechteWerte = {
  eigenschaften_bearbeiten: false,
  loeschen: false,
  teilen: false,
  veroeffentlichen: false,
  team_bearbeitung: false,
  karten_hinzufuegen: false,
  kopieren: false,
};

describe('stapelRechte (01 §4 team editing, 01 §6, 02 §6: non-owners lose edit, delete, share, publish)', () => {
  it.each<[StapelZugangWert | null, boolean, StapelRechteWerte]>([
    ['eigentuemer', true, ALLES],
    ['eigentuemer', false, { ...ALLES, veroeffentlichen: false }],
    ['team', true, { ...NICHTS, karten_hinzufuegen: true, kopieren: true }],
    ['team', false, { ...NICHTS, karten_hinzufuegen: true, kopieren: true }],
    ['geteilt', true, { ...NICHTS, kopieren: true }],
    ['veroeffentlicht', true, { ...NICHTS, kopieren: true }],
    ['stapelablage', true, NICHTS],
    [null, true, NICHTS],
  ])('access %p, kann_stapel_veroeffentlichen %p → %j', (zugang, kann, expected) => {
    expect(stapelRechte({ zugang, kann_stapel_veroeffentlichen: kann })).toEqual(expected);
  });
});

const ICH = 7;
const ANDERE = 8;

describe('darfKarteBearbeiten (02 §6: in a team stack pupils may not edit, delete or mark cards of others)', () => {
  it.each<[string, StapelZugangWert | null, boolean, boolean, number | null, boolean]>([
    // [case, access, pupil, team editing on, card author, may]
    ['teacher owner, own card', 'eigentuemer', false, false, ICH, true],
    ["teacher owner, another's card, no team", 'eigentuemer', false, false, ANDERE, true],
    ["teacher owner, another's card, team on", 'eigentuemer', false, true, ANDERE, true],
    ["pupil owner, another's card, no team", 'eigentuemer', true, false, ANDERE, true],
    ["pupil owner, another's card, team on", 'eigentuemer', true, true, ANDERE, false],
    ['pupil owner, own card, team on', 'eigentuemer', true, true, ICH, true],
    ['teacher member, own card', 'team', false, true, ICH, true],
    ["teacher member, another's card", 'team', false, true, ANDERE, true],
    ['pupil member, own card', 'team', true, true, ICH, true],
    ["pupil member, another's card", 'team', true, true, ANDERE, false],
    ['pupil member, card of a deleted author', 'team', true, true, null, false],
    ['teacher member, card of a deleted author', 'team', false, true, null, true],
    ['mailbox reader', 'geteilt', false, false, ICH, false],
    ['library reader', 'veroeffentlicht', false, false, ICH, false],
    ['hand-in reviewer', 'stapelablage', false, false, ANDERE, false],
    ['nobody', null, false, false, ICH, false],
  ])('%s → %p', (_case, zugang, ist_schueler, wird_gemeinsam_bearbeitet, autor_id, expected) => {
    expect(
      darfKarteBearbeiten({ benutzerId: ICH, ist_schueler, zugang, wird_gemeinsam_bearbeitet, autor_id }),
    ).toBe(expected);
  });
});

describe('darfKarteMarkieren (02 §2 korrigieren toggle)', () => {
  it.each<[string, StapelZugangWert | null, boolean, boolean, boolean]>([
    ['reviewer on turn', 'stapelablage', false, true, true],
    ['reviewer waiting for the sender', 'stapelablage', false, false, false],
    ["pupil member on another's card", 'team', true, false, false],
    ["pupil member on another's card, also reviewer on turn", 'team', true, true, true],
    ['owner', 'eigentuemer', false, false, true],
  ])('%s → %p', (_case, zugang, ist_schueler, istPrueferAmZug, expected) => {
    expect(
      darfKarteMarkieren({
        benutzerId: ICH,
        ist_schueler,
        zugang,
        wird_gemeinsam_bearbeitet: true,
        autor_id: ANDERE,
        istPrueferAmZug,
      }),
    ).toBe(expected);
  });
});
