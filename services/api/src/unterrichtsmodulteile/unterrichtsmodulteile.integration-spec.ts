import request from 'supertest';
import { TeamMitglied } from '../unterrichtsmodule/entities/team-mitglied.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { imVorlaufGefuellt } from '../testing/vorhanden';
import { addOtherSchool, type OtherSchool, userByCode } from '../testing/second-school';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';

describe('GET /api/unterrichtsmodulteile/{unterrichtsmodulid} (02 §7 cards of a stack)', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  const ids = imVorlaufGefuellt<'teacher' | 'pupil1' | 'pupil3', number>('ids');
  const cookies = imVorlaufGefuellt<'teacher' | 'pupil1' | 'pupil3' | 'teacherB', string>('cookies');
  let vokabeln: Unterrichtsmodul;
  let leer: Unterrichtsmodul;
  let veroeffentlicht: Unterrichtsmodul;
  let karten: [Unterrichtsmodulteil, Unterrichtsmodulteil, Unterrichtsmodulteil, Unterrichtsmodulteil];

  beforeAll(async () => {
    testApp = await createTestApp();
    schoolB = await addOtherSchool(testApp.dataSource);
    for (const role of ['teacher', 'pupil1', 'pupil3'] as const) {
      ids[role] = (await userByCode(testApp.dataSource, testApp.logins[role])).id;
      cookies[role] = await sessionCookieFor(testApp, testApp.logins[role]);
    }
    cookies.teacherB = await sessionCookieFor(testApp, schoolB.teacher.code);
    const module = testApp.dataSource.getRepository(Unterrichtsmodul);
    vokabeln = await module.save({
      bezeichnung: 'Vokabeln',
      eigentuemer_id: ids.teacher,
      wird_gemeinsam_bearbeitet: true,
    });
    leer = await module.save({ bezeichnung: 'Leer', eigentuemer_id: ids.teacher });
    veroeffentlicht = await module.save({
      bezeichnung: 'Hauptstädte',
      eigentuemer_id: schoolB.teacher.id,
      ist_veroeffentlicht: true,
      public_autor_pseudonym: 'Globetrotter',
    });
    await testApp.dataSource
      .getRepository(TeamMitglied)
      .save({ unterrichtsmodul_id: vokabeln.id, benutzer_id: ids.pupil1 });
    const teile = testApp.dataSource.getRepository(Unterrichtsmodulteil);
    // Saved one by one so that the ids rise in this order.
    karten = [
      await teile.save({
        unterrichtsmodule_id: vokabeln.id,
        autor_id: ids.teacher,
        frage: 'Welche Farbe hat der Himmel?',
        antwort1: 'blau',
        antwort2: 'grün',
        antwort1_richtig: true,
        anzahl_antworten: 2,
        multiplechoice: true,
        stapelfach_nr: 2,
        korrekturmarkierung: true,
      }),
      await teile.save({
        unterrichtsmodule_id: vokabeln.id,
        autor_id: ids.pupil1,
        frage: 'Die Erde ist rund.',
        wahroderfalsch: 1,
        ist_youtube_video: true,
        youtube_video_id: 'abc123',
        youtube_video_startzeit: 30,
        beschriftung_3: 'Nordpol',
        beschriftung_3_pfeil: 5,
      }),
      await teile.save({ unterrichtsmodule_id: vokabeln.id, autor_id: null, frage: 'Ohne Autor' }),
      await teile.save({
        unterrichtsmodule_id: veroeffentlicht.id,
        autor_id: schoolB.teacher.id,
        frage: 'Paris?',
      }),
    ];
  });
  afterAll(async () => {
    await testApp.close();
  });

  const cards = (stackId: number | string, role: keyof typeof cookies) =>
    request(testApp.server).get(`/api/unterrichtsmodulteile/${stackId}`).set('Cookie', cookies[role]);

  it('the owner gets the cards ordered by id, flags as booleans, absent texts as empty texts', async () => {
    const response = await cards(vokabeln.id, 'teacher').expect(200);
    expect(response.body.map((karte: { id: number }) => karte.id)).toEqual([
      karten[0].id,
      karten[1].id,
      karten[2].id,
    ]);
    const [multipleChoice, wahrFalsch, ohneAutor] = response.body;
    expect(multipleChoice).toMatchObject({
      id: karten[0].id,
      unterrichtsmodule_id: vokabeln.id,
      autor_id: ids.teacher,
      autor: 'Thomas Weber',
      frage: 'Welche Farbe hat der Himmel?',
      antwort1: 'blau',
      antwort2: 'grün',
      antwort3: '',
      antwort1_richtig: true,
      antwort2_richtig: false,
      anzahl_antworten: 2,
      multiplechoice: true,
      mussfrageschriftlichbeantworten: false,
      wahroderfalsch: 0,
      aktiv: true,
      notizen: '',
      stapelfach_nr: 2,
      korrekturmarkierung: true,
      konjug_sprache: '',
      youtube_video_id: '',
      youtube_video_startzeit: 0,
      beschriftung_10_x: 400,
      beschriftung_antwort_nummern: false,
    });
    expect(wahrFalsch).toMatchObject({
      autor: 'Lena Keller',
      wahroderfalsch: 1,
      ist_youtube_video: true,
      youtube_video_id: 'abc123',
      youtube_video_startzeit: 30,
      beschriftung_3: 'Nordpol',
      beschriftung_3_pfeil: 5,
      beschriftung_3_x: 120,
    });
    expect(ohneAutor).toMatchObject({ autor_id: 0, autor: '' });
    // All 88 stored card fields plus the author's name are there, and none is null (texts never are).
    expect(Object.keys(multipleChoice)).toHaveLength(89);
    expect(Object.values(multipleChoice).filter((value) => value === null)).toEqual([]);
  });

  it('a team member gets the same cards, with the author names', async () => {
    const owner = await cards(vokabeln.id, 'teacher').expect(200);
    const response = await cards(vokabeln.id, 'pupil1').expect(200);
    expect(response.body).toHaveLength(3);
    expect(response.body).toEqual(owner.body);
  });

  it('an empty stack answers an empty list', async () => {
    const response = await cards(leer.id, 'teacher').expect(200);
    expect(response.body).toEqual([]);
  });

  it('anyone logged in reads the cards of a published stack, without author names or ids (02 §6)', async () => {
    const response = await cards(veroeffentlicht.id, 'pupil3').expect(200);
    expect(response.body).toEqual([expect.objectContaining({ frage: 'Paris?', autor_id: 0, autor: '' })]);
    expect(JSON.stringify(response.body)).not.toContain(`"autor_id":${schoolB.teacher.id}`);
  });

  it("a user without access to the stack gets 404 (another pupil, another school's teacher)", async () => {
    const pupil = await cards(vokabeln.id, 'pupil3').expect(404);
    expect(pupil.body.error).toBe('fehler.nichtGefunden');
    await cards(vokabeln.id, 'teacherB').expect(404);
  });

  it('an unknown stack gets 404, a malformed id a German 400', async () => {
    const unknown = await cards(987654, 'teacher').expect(404);
    expect(unknown.body.error).toBe('fehler.nichtGefunden');
    const malformed = await cards('vokabeln', 'teacher').expect(400);
    expect(malformed.body).toMatchObject({
      error: 'server.anfrage.ungueltigeId',
      message: 'Die Kennung in der Adresse muss eine positive ganze Zahl sein.',
    });
  });

  it('needs a session', async () => {
    await request(testApp.server).get(`/api/unterrichtsmodulteile/${vokabeln.id}`).expect(401);
  });
});
