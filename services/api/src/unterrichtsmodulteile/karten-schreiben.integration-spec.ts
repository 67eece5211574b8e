import request from 'supertest';
import { GeteilterStapel } from '../unterrichtsmodule/entities/geteilter-stapel.entity';
import { TeamMitglied } from '../unterrichtsmodule/entities/team-mitglied.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { imVorlaufGefuellt } from '../testing/vorhanden';
import { addOtherSchool, userByCode } from '../testing/second-school';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';

/** 02 §4 "Saving and copying", §5 "Saving a card", §6 team rule and read-only views, DEVIATIONS 4. */
describe('writing cards: POST /api/unterrichtsmodulteile, /delete, /kopieren', () => {
  let testApp: TestApp;
  const ids = imVorlaufGefuellt<'teacher' | 'pupil1' | 'pupil3', number>('ids');
  const cookies = imVorlaufGefuellt<'teacher' | 'pupil1' | 'pupil3' | 'teacherB', string>('cookies');
  let stapel: Unterrichtsmodul;

  beforeAll(async () => {
    testApp = await createTestApp();
    const schoolB = await addOtherSchool(testApp.dataSource);
    for (const role of ['teacher', 'pupil1', 'pupil3'] as const) {
      ids[role] = (await userByCode(testApp.dataSource, testApp.logins[role])).id;
      cookies[role] = await sessionCookieFor(testApp, testApp.logins[role]);
    }
    cookies.teacherB = await sessionCookieFor(testApp, schoolB.teacher.code);
    stapel = await neuerStapel('Karten', ids.teacher);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const neuerStapel = (bezeichnung: string, eigentuemer_id: number, felder: Partial<Unterrichtsmodul> = {}) =>
    testApp.dataSource.getRepository(Unterrichtsmodul).save({ bezeichnung, eigentuemer_id, ...felder });
  const post = (path: string, role: keyof typeof cookies, body: object) =>
    request(testApp.server).post(`/api/unterrichtsmodulteile${path}`).set('Cookie', cookies[role]).send(body);
  const gespeichert = (id: number) =>
    testApp.dataSource.getRepository(Unterrichtsmodulteil).findOneByOrFail({ id });
  const neueste = async (stapelId: number) =>
    await testApp.dataSource
      .getRepository(Unterrichtsmodulteil)
      .findOneOrFail({ where: { unterrichtsmodule_id: stapelId }, order: { id: 'DESC' } });

  describe('one card of each of the seven modes (02 §4)', () => {
    it.each([
      [
        1,
        { frage: 'Hauptstadt der Schweiz?', antwort1: ' Bern ', antwort2: 'weg' },
        { antwort1: 'Bern', antwort2: null },
      ],
      [2, { frage: 'dog', antwort1: 'Hund' }, { mussfrageschriftlichbeantworten: true, wahroderfalsch: -1 }],
      [
        3,
        {
          frage: 'Primzahlen?',
          anzahl_antworten: 3,
          antwort1: '2',
          antwort1_richtig: true,
          antwort2: '4',
          antwort3: '5',
          antwort3_richtig: true,
          antwort4: 'weg',
          antwort4_richtig: true,
        },
        { multiplechoice: true, antwort3: '5', antwort4: null, antwort4_richtig: false },
      ],
      [
        4,
        { frage: 'Die Erde ist rund.', wahroderfalsch: 1, antwort1: 'weg' },
        { wahroderfalsch: 1, antwort1: null },
      ],
      [
        5,
        {
          frage: 'gehen',
          konjug_sprache: 'de',
          konjug_zeitform: 'Präsens',
          konjug_verb: 'gehen',
          konjug_ich: 'gehe',
        },
        { ist_konjugation: true, konjug_sprache: 'de', konjug_ich: 'gehe' },
      ],
      [
        6,
        { frage_videobild_url: 'https://example.org/haus.mp3', antwort1: 'house' },
        { ist_vokabelaudio: true },
      ],
      [
        7,
        {
          frage_videobild_url: '/api/uploads/blume.png',
          beschriftung_1: 'Blüte',
          beschriftung_1_x: 300,
        },
        { ist_bildmitbeschriftung: true, beschriftung_1: 'Blüte', beschriftung_1_x: 300 },
      ],
    ] as const)(
      'mode %i is stored normalised and answered in the card list',
      async (modus, felder, erwartet) => {
        const response = await post('', 'teacher', {
          unterrichtsmodule_id: stapel.id,
          modus,
          ...felder,
        }).expect(200);
        const karte = await neueste(stapel.id);
        expect(karte).toMatchObject({ ...erwartet, autor_id: ids.teacher, stapelfach_nr: 1 });
        expect(response.body.at(-1)).toMatchObject({ id: karte.id, autor: 'Thomas Weber' });
      },
    );
  });

  describe('the validation table of 02 §5: the same German 400 as the dialog', () => {
    it.each([
      [1, { frage: ' ', antwort1: 'x' }, 'validierung.frageFehlt', 'Bitte gib eine Frage ein.'],
      [2, { frage: 'x', antwort1: '  ' }, 'validierung.antwortFehlt', 'Bitte gib eine Antwort ein.'],
      [
        3,
        { frage: 'x', anzahl_antworten: 2, antwort1: 'a', antwort1_richtig: true },
        'validierung.antwortenFehlen',
        null,
      ],
      [
        3,
        { frage: 'x', anzahl_antworten: 2, antwort1: 'a', antwort2: 'b' },
        'validierung.keineRichtigeAntwort',
        null,
      ],
      [
        3,
        { frage: 'x', anzahl_antworten: 6, antwort1: 'a', antwort1_richtig: true },
        'validierung.anzahlAntwortenUngueltig',
        'Eine Multiple-Choice-Frage hat 2 bis 5 Antworten.',
      ],
      [4, { frage: '' }, 'validierung.frageFehlt', null],
      [
        5,
        { konjug_sprache: 'xx', konjug_zeitform: 'P', konjug_verb: 'v', konjug_ich: 'i' },
        'validierung.konjugSpracheFehlt',
        null,
      ],
      [
        5,
        { konjug_sprache: 'fr', konjug_verb: 'v', konjug_ich: 'i' },
        'validierung.konjugZeitformFehlt',
        null,
      ],
      [
        5,
        { konjug_sprache: 'fr', konjug_zeitform: 'P', konjug_ich: 'i' },
        'validierung.konjugVerbFehlt',
        null,
      ],
      [
        5,
        { konjug_sprache: 'fr', konjug_zeitform: 'P', konjug_verb: 'v' },
        'validierung.konjugFormFehlt',
        null,
      ],
      [6, { antwort1: 'house' }, 'validierung.audioFehlt', null],
      [6, { frage_videobild_url: 'a.mp3' }, 'validierung.vokabelFehlt', null],
      [7, { beschriftung_1: 'x' }, 'validierung.bildFehlt', null],
      [1, { frage: 'x', antwort1: 'y', ist_youtube_video: true }, 'validierung.videoIdFehlt', null],
      [
        1,
        {
          frage: 'x',
          antwort1: 'y',
          ist_youtube_video: true,
          youtube_video_id: 'abc',
          youtube_video_startzeit: -1,
        },
        'validierung.videoZeitUngueltig',
        'Start- und Laufzeit des Videos müssen Zahlen ab 0 sein.',
      ],
    ] as const)('mode %i %j → %s', async (modus, felder, fehler, text) => {
      const vorher = await testApp.dataSource.getRepository(Unterrichtsmodulteil).count();
      const response = await post('', 'teacher', {
        unterrichtsmodule_id: stapel.id,
        modus,
        ...felder,
      }).expect(400);
      expect(response.body.error).toBe(fehler);
      if (text) expect(response.body.message).toBe(text);
      expect(await testApp.dataSource.getRepository(Unterrichtsmodulteil).count()).toBe(vorher);
    });

    it('replaces the special-character shortcuts as the dialog does (02 §5)', async () => {
      await post('', 'teacher', {
        unterrichtsmodule_id: stapel.id,
        modus: 1,
        frage: 'Preis????',
        antwort1: '5 eeee',
      }).expect(200);
      expect(await neueste(stapel.id)).toMatchObject({ frage: 'Preis¿', antwort1: '5 €' });
    });

    it('refuses unknown fields and wrong types with a German 400', async () => {
      const fremd = await post('', 'teacher', {
        unterrichtsmodule_id: stapel.id,
        frage: 'x',
        sql: 'DROP',
      }).expect(400);
      expect(fremd.body.error).toBe('fehler.ungueltigeEingabe');
      expect(JSON.stringify(fremd.body.details)).toContain('sql');
      await post('', 'teacher', { unterrichtsmodule_id: stapel.id, frage: 5 }).expect(400);
      await post('', 'teacher', { unterrichtsmodule_id: stapel.id, modus: 8 }).expect(400);
      await post('', 'teacher', { unterrichtsmodule_id: stapel.id, beschriftung_2_pfeil: 10 }).expect(400);
    });
  });

  describe('changing a card', () => {
    it('keeps author, stack, correction mark, note and box; derives the mode from the flags', async () => {
      const teil = await testApp.dataSource.getRepository(Unterrichtsmodulteil).save({
        unterrichtsmodule_id: stapel.id,
        autor_id: ids.teacher,
        frage: 'alt',
        antwort1: 'alt',
        mussfrageschriftlichbeantworten: true,
        korrekturmarkierung: true,
        notizen: 'Tippfehler',
        stapelfach_nr: 3,
      });
      const andererStapel = await neuerStapel('Anderer', ids.teacher);
      await post('', 'teacher', {
        id: teil.id,
        unterrichtsmodule_id: andererStapel.id,
        frage: 'neu',
        autor_id: ids.pupil1,
        korrekturmarkierung: false,
        notizen: '',
        stapelfach_nr: 1,
      }).expect(200);
      expect(await gespeichert(teil.id)).toMatchObject({
        frage: 'neu',
        antwort1: 'alt',
        mussfrageschriftlichbeantworten: true,
        unterrichtsmodule_id: stapel.id,
        autor_id: ids.teacher,
        korrekturmarkierung: true,
        notizen: 'Tippfehler',
        stapelfach_nr: 3,
      });
    });

    it('an unknown card is 404', async () => {
      const response = await post('', 'teacher', {
        id: 987654,
        unterrichtsmodule_id: stapel.id,
        frage: 'x',
      }).expect(404);
      expect(response.body.error).toBe('fehler.nichtGefunden');
      await post('/delete', 'teacher', { id: 987654 }).expect(404);
    });
  });

  describe('who may write (02 §6, DEVIATIONS 4)', () => {
    let team: Unterrichtsmodul;
    let lehrerKarte: Unterrichtsmodulteil;
    let lenasKarte: Unterrichtsmodulteil;

    beforeAll(async () => {
      team = await neuerStapel('Team', ids.teacher, { wird_gemeinsam_bearbeitet: true });
      await testApp.dataSource
        .getRepository(TeamMitglied)
        .save({ unterrichtsmodul_id: team.id, benutzer_id: ids.pupil1 });
      const teile = testApp.dataSource.getRepository(Unterrichtsmodulteil);
      lehrerKarte = await teile.save({
        unterrichtsmodule_id: team.id,
        autor_id: ids.teacher,
        frage: 'L',
        antwort1: 'L',
      });
      lenasKarte = await teile.save({
        unterrichtsmodule_id: team.id,
        autor_id: ids.pupil1,
        frage: 'P',
        antwort1: 'P',
      });
    });

    it('a pupil in a team stack adds cards as their author and changes and deletes only their own', async () => {
      await post('', 'pupil1', {
        unterrichtsmodule_id: team.id,
        modus: 1,
        frage: 'Neu',
        antwort1: 'n',
      }).expect(200);
      expect((await neueste(team.id)).autor_id).toBe(ids.pupil1);
      await post('', 'pupil1', { id: lenasKarte.id, unterrichtsmodule_id: team.id, frage: 'P2' }).expect(200);
      const fremd = await post('', 'pupil1', {
        id: lehrerKarte.id,
        unterrichtsmodule_id: team.id,
        frage: 'X',
      }).expect(403);
      expect(fremd.body).toMatchObject({
        error: 'karten.nurEigeneKartenImTeam',
        message:
          'In einem Team-Stapel bearbeiten, löschen und markieren Schüler/innen nur Karten, die sie selbst geschrieben haben.',
      });
      await post('/delete', 'pupil1', { id: lehrerKarte.id }).expect(403);
      expect((await gespeichert(lehrerKarte.id)).frage).toBe('L');
    });

    it('the owner (a teacher) changes every card of the team stack', async () => {
      await post('', 'teacher', { id: lenasKarte.id, unterrichtsmodule_id: team.id, frage: 'P3' }).expect(
        200,
      );
      expect((await gespeichert(lenasKarte.id)).frage).toBe('P3');
    });

    it('a mailbox recipient and a library reader only read (403); others do not see the stack (404)', async () => {
      const geteilt = await neuerStapel('Geteilt', ids.teacher, { ist_veroeffentlicht: true });
      const karte = await testApp.dataSource
        .getRepository(Unterrichtsmodulteil)
        .save({ unterrichtsmodule_id: geteilt.id, autor_id: ids.teacher, frage: 'G', antwort1: 'G' });
      await testApp.dataSource
        .getRepository(GeteilterStapel)
        .save({ unterrichtsmodule_id: geteilt.id, geteilt_mit_benutzer_id: ids.pupil1 });
      for (const role of ['pupil1', 'pupil3', 'teacherB'] as const) {
        const aendern = await post('', role, {
          id: karte.id,
          unterrichtsmodule_id: geteilt.id,
          frage: 'X',
        }).expect(403);
        expect(aendern.body.error).toBe('fehler.keineBerechtigung');
        await post('', role, {
          unterrichtsmodule_id: geteilt.id,
          modus: 1,
          frage: 'x',
          antwort1: 'y',
        }).expect(403);
        await post('/delete', role, { id: karte.id }).expect(403);
      }
      for (const role of ['pupil3', 'teacherB'] as const) {
        await post('', role, { id: lehrerKarte.id, unterrichtsmodule_id: team.id, frage: 'X' }).expect(404);
        await post('', role, { unterrichtsmodule_id: stapel.id, modus: 1, frage: 'x', antwort1: 'y' }).expect(
          404,
        );
        await post('/delete', role, { id: lehrerKarte.id }).expect(404);
      }
      expect(await gespeichert(karte.id)).toMatchObject({ frage: 'G' });
    });

    it('the owner deletes a card and gets the remaining cards', async () => {
      const karte = await testApp.dataSource
        .getRepository(Unterrichtsmodulteil)
        .save({ unterrichtsmodule_id: team.id, autor_id: ids.teacher, frage: 'weg', antwort1: 'weg' });
      const response = await post('/delete', 'teacher', { id: karte.id }).expect(200);
      expect(response.body.map((k: { id: number }) => k.id)).not.toContain(karte.id);
      expect(await testApp.dataSource.getRepository(Unterrichtsmodulteil).existsBy({ id: karte.id })).toBe(
        false,
      );
    });
  });

  describe('copying marked cards (02 §3 copy request, §4)', () => {
    it('copies the cards into an own stack as the copier’s, in box 1, without marks', async () => {
      const quelle = await neuerStapel('Quelle', ids.teacher, { wird_gemeinsam_bearbeitet: true });
      await testApp.dataSource
        .getRepository(TeamMitglied)
        .save({ unterrichtsmodul_id: quelle.id, benutzer_id: ids.pupil1 });
      const teile = testApp.dataSource.getRepository(Unterrichtsmodulteil);
      const a = await teile.save({
        unterrichtsmodule_id: quelle.id,
        autor_id: ids.teacher,
        frage: 'A',
        antwort1: 'a',
        stapelfach_nr: 3,
        korrekturmarkierung: true,
        notizen: 'N',
      });
      const b = await teile.save({
        unterrichtsmodule_id: quelle.id,
        autor_id: ids.teacher,
        frage: 'B',
        wahroderfalsch: 1,
      });
      const ziel = await neuerStapel('Lenas Ziel', ids.pupil1);
      const response = await post('/kopieren', 'pupil1', {
        unterrichtsmodule_id: ziel.id,
        unterrichtsModulTeilList: [a.id, b.id],
      }).expect(200);
      expect(response.body).toEqual({ anzahl: 2, message: '2 Karte(n) in den Stapel «Lenas Ziel» kopiert.' });
      const kopien = await teile.find({ where: { unterrichtsmodule_id: ziel.id }, order: { id: 'ASC' } });
      expect(kopien).toMatchObject([
        {
          frage: 'A',
          antwort1: 'a',
          autor_id: ids.pupil1,
          stapelfach_nr: 1,
          korrekturmarkierung: false,
          notizen: null,
        },
        { frage: 'B', wahroderfalsch: 1, autor_id: ids.pupil1 },
      ]);
      expect(await gespeichert(a.id)).toMatchObject({ stapelfach_nr: 3, korrekturmarkierung: true });
    });

    it('refuses a target that is not the own stack, and cards the user may not read', async () => {
      const fremdeKarte = await testApp.dataSource
        .getRepository(Unterrichtsmodulteil)
        .save({ unterrichtsmodule_id: stapel.id, autor_id: ids.teacher, frage: 'F', antwort1: 'f' });
      const ziel = await neuerStapel('Ziel', ids.pupil3);
      await post('/kopieren', 'pupil3', {
        unterrichtsmodule_id: ziel.id,
        unterrichtsModulTeilList: [fremdeKarte.id],
      }).expect(404);
      await post('/kopieren', 'pupil3', {
        unterrichtsmodule_id: stapel.id,
        unterrichtsModulTeilList: [fremdeKarte.id],
      }).expect(404);
      await post('/kopieren', 'teacherB', {
        unterrichtsmodule_id: ziel.id,
        unterrichtsModulTeilList: [fremdeKarte.id],
      }).expect(404);
      await post('/kopieren', 'pupil3', {
        unterrichtsmodule_id: ziel.id,
        unterrichtsModulTeilList: [],
      }).expect(400);
      expect(
        await testApp.dataSource
          .getRepository(Unterrichtsmodulteil)
          .countBy({ unterrichtsmodule_id: ziel.id }),
      ).toBe(0);
    });
  });
});

describe('GET /api/hilfe/eingabehilfe (02 §3, §5)', () => {
  it('answers the seeded special-character help', async () => {
    const testApp = await createTestApp();
    try {
      const cookie = await sessionCookieFor(testApp, testApp.logins.pupil1);
      const response = await request(testApp.server)
        .get('/api/hilfe/eingabehilfe')
        .set('Cookie', cookie)
        .expect(200);
      expect(response.body).toEqual(
        expect.arrayContaining([expect.objectContaining({ zeichenklein: 'ç', eingabeklein: 'cccc' })]),
      );
    } finally {
      await testApp.close();
    }
  });
});
