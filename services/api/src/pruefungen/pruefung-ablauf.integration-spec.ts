import request from 'supertest';
import { Benutzereinstellung } from '../benutzereinstellungen/entities/benutzereinstellung.entity';
import { Schule } from '../schulen/entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { leerePruefungsAntwort as leereAntwort } from '@lernstapel/rules';
import { addOtherSchool, type OtherSchool, userByCode } from '../testing/second-school';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { genau } from '../testing/vorhanden';

type Wer = 'teacher' | 'teacherAdmin' | 'pupil1' | 'pupil2' | 'pupil3' | 'teacherB' | 'pupilB';

/** Issue 12: the whole exam flow over HTTP — prepare, release, take, hand in, grade (02 §2–§9). */
describe('exam flow (02 §2 exam screen, §4 pupil status, §5, §9 grades)', () => {
  let testApp: TestApp;
  let schoolB: OtherSchool;
  const cookies = {} as Record<Wer, string>;
  const ids = {} as Record<Wer, number>;
  let stapelId: number;
  const karten = {} as Record<
    'schriftlich' | 'mc' | 'wahr' | 'konjugation' | 'text' | 'nummer' | 'muendlich',
    number
  >;
  let pruefungId: number;
  let teilIds: [number, number, number, number, number, number, number];

  const call = (wer: Wer, method: 'get' | 'post' | 'put', path: string, body?: object) => {
    const pending = request(testApp.server)[method](`/api/pruefungen${path}`).set('Cookie', cookies[wer]);
    return body === undefined ? pending : pending.send(body);
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    schoolB = await addOtherSchool(testApp.dataSource);
    for (const wer of ['teacher', 'teacherAdmin', 'pupil1', 'pupil2', 'pupil3'] as const) {
      cookies[wer] = await sessionCookieFor(testApp, testApp.logins[wer]);
      ids[wer] = (await userByCode(testApp.dataSource, testApp.logins[wer])).id;
    }
    cookies.teacherB = await sessionCookieFor(testApp, schoolB.teacher.code);
    cookies.pupilB = await sessionCookieFor(testApp, schoolB.pupil.code);
    ids.teacherB = schoolB.teacher.id;
    ids.pupilB = schoolB.pupil.id;
    const stapel = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Prüfungsstapel', eigentuemer_id: ids.teacher });
    stapelId = stapel.id;
    const base = { unterrichtsmodule_id: stapel.id, autor_id: ids.teacher };
    const repo = testApp.dataSource.getRepository(Unterrichtsmodulteil);
    const [schriftlich, mc, wahr, konjugation, text, nummer, muendlich] = genau(
      await repo.save([
        {
          ...base,
          frage: 'Hund auf Englisch?',
          antwort1: 'dog',
          mussfrageschriftlichbeantworten: true,
          wahroderfalsch: -1,
        },
        {
          ...base,
          frage: 'Welche Zahlen sind gerade?',
          multiplechoice: true,
          anzahl_antworten: 3,
          antwort1: 'zwei',
          antwort1_richtig: true,
          antwort2: 'drei',
          antwort3: 'vier',
          antwort3_richtig: true,
          wahroderfalsch: -1,
        },
        { ...base, frage: 'Die Erde ist rund.', wahroderfalsch: 1 },
        {
          ...base,
          frage: 'Konjugiere',
          ist_konjugation: true,
          konjug_sprache: 'fr',
          konjug_zeitform: 'présent',
          konjug_verb: 'être',
          konjug_ich: 'suis',
          konjug_du: 'es',
          konjug_ersiees: 'est',
          konjug_wir: 'sommes',
          konjug_ihr: 'êtes',
          konjug_sie: 'sont',
          wahroderfalsch: -1,
        },
        {
          ...base,
          frage: 'Beschrifte',
          ist_bildmitbeschriftung: true,
          frage_videobild_url: 'https://example.org/auge.png',
          beschriftung_1: 'Iris',
          beschriftung_2: 'Pupille',
          wahroderfalsch: -1,
        },
        {
          ...base,
          frage: 'Nummeriere',
          ist_bildmitbeschriftung: true,
          beschriftung_antwort_nummern: true,
          frage_videobild_url: 'https://example.org/herz.png',
          beschriftung_1: 'Vorhof',
          beschriftung_2: 'Kammer',
          beschriftung_3: 'Klappe',
          wahroderfalsch: -1,
        },
        { ...base, frage: 'Erkläre die Photosynthese.', antwort1: 'Licht zu Zucker', wahroderfalsch: -1 },
      ]),
      7,
    );
    Object.assign(karten, {
      schriftlich: schriftlich.id,
      mc: mc.id,
      wahr: wahr.id,
      konjugation: konjugation.id,
      text: text.id,
      nummer: nummer.id,
      muendlich: muendlich.id,
    });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('a teacher creates an exam for the own class with the defaults of 01 §9', async () => {
    const response = await call('teacher', 'post', '').expect(200);
    expect(response.body).toMatchObject({
      titel: 'Unbenannter Titel',
      klassen_code: 'DEMO-1A',
      freigegeben: false,
      anzahl_teile: 0,
      gesamtpunktezahl: 0,
    });
    expect(response.body.datum).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    pruefungId = response.body.id;
  });

  it('pupils cannot create exams', async () => {
    await call('pupil1', 'post', '').expect(403);
  });

  it('vorbereiten saves title, date and instruction and remembers the instruction (anweisungvorpruefung)', async () => {
    const response = await call('teacher', 'post', `/id/${pruefungId}`, {
      titel: '  Englisch-Test ',
      datum: '2999-06-30',
      anweisung_vor_pruefung: 'Viel Erfolg!',
    }).expect(200);
    expect(response.body).toMatchObject({
      titel: 'Englisch-Test',
      datum: '2999-06-30',
      anweisung_vor_pruefung: 'Viel Erfolg!',
    });
    const setting = await testApp.dataSource
      .getRepository(Benutzereinstellung)
      .findOneByOrFail({ benutzer_id: ids.teacher, tag: 'anweisungvorpruefung' });
    expect(setting.textvalue).toBe('Viel Erfolg!');
    const naechste = await call('teacher', 'post', '').expect(200);
    expect(naechste.body.anweisung_vor_pruefung).toBe('Viel Erfolg!');
    await call('teacher', 'post', '/delete', { id: naechste.body.id }).expect(204);
    await call('teacher', 'get', `/id/${naechste.body.id}`).expect(404);
  });

  it('refuses an empty title, an invalid date and negative points in German', async () => {
    const leer = await call('teacher', 'post', `/id/${pruefungId}`, {
      titel: ' ',
      datum: '2999-06-30',
      anweisung_vor_pruefung: '',
    }).expect(400);
    expect(leer.body.message).toBe('Bitte gib einen Titel ein.');
    const datum = await call('teacher', 'post', `/id/${pruefungId}`, {
      titel: 'X',
      datum: '2999-02-30',
      anweisung_vor_pruefung: '',
    }).expect(400);
    expect(datum.body.message).toBe('Bitte gib ein gültiges Datum ein.');
    const punkte = await call('teacher', 'put', `/pruefungsteile/${pruefungId}`, {
      unterrichtsmodul_id: stapelId,
      teile: [{ unterrichtsmodulteil_id: karten.schriftlich, punkte: -1 }],
    }).expect(400);
    expect(punkte.body.message).toBe('Die Punkte müssen eine Zahl ab 0 sein.');
  });

  it('a card of another stack is refused; a stack the teacher may not read is 404', async () => {
    const fremd = await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Fremd', eigentuemer_id: ids.teacherB });
    const fremdeKarte = await testApp.dataSource
      .getRepository(Unterrichtsmodulteil)
      .save({ unterrichtsmodule_id: fremd.id, autor_id: ids.teacherB, frage: 'F', antwort1: 'A' });
    const andereKarte = await call('teacher', 'put', `/pruefungsteile/${pruefungId}`, {
      unterrichtsmodul_id: stapelId,
      teile: [{ unterrichtsmodulteil_id: fremdeKarte.id, punkte: 1 }],
    }).expect(400);
    expect(andereKarte.body.message).toBe('Eine gewählte Karte gehört nicht zum gewählten Stapel.');
    await call('teacher', 'put', `/pruefungsteile/${pruefungId}`, {
      unterrichtsmodul_id: fremd.id,
      teile: [{ unterrichtsmodulteil_id: fremdeKarte.id, punkte: 1 }],
    }).expect(404);
  });

  it('the parts are the chosen cards in the given order with their points; the total is their sum', async () => {
    const reihenfolge = ['muendlich', 'schriftlich', 'mc', 'wahr', 'konjugation', 'text', 'nummer'] as const;
    const punkte = [3, 2, 2, 1, 3, 2, 2.5];
    const response = await call('teacher', 'put', `/pruefungsteile/${pruefungId}`, {
      unterrichtsmodul_id: stapelId,
      teile: reihenfolge.map((art, index) => ({
        unterrichtsmodulteil_id: karten[art],
        punkte: punkte[index],
      })),
    }).expect(200);
    expect(
      response.body.map((teil: { unterrichtsmodulteil_id: number }) => teil.unterrichtsmodulteil_id),
    ).toEqual(reihenfolge.map((art) => karten[art]));
    expect(response.body[1].karte).toMatchObject({ frage: 'Hund auf Englisch?', antwort1: 'dog' });
    teilIds = genau<number, 7>(
      response.body.map((teil: { id: number }) => teil.id),
      7,
    );
    const detail = await call('teacher', 'get', `/id/${pruefungId}`).expect(200);
    expect(detail.body).toMatchObject({
      gesamtpunktezahl: 15.5,
      anzahl_teile: 7,
      modultitel: 'Prüfungsstapel',
    });
  });

  it('pupils see only released exams of their own class', async () => {
    await call('pupil1', 'get', `/id/${pruefungId}`).expect(404);
    const liste = await call('pupil1', 'get', '/DEMO-1A').expect(200);
    expect(liste.body.map((p: { id: number }) => p.id)).not.toContain(pruefungId);
    await call('pupil1', 'post', `/start/${pruefungId}`).expect(404);
    await call('teacher', 'post', `/freigeben/${pruefungId}`, { freigegeben: true }).expect(200);
    await call('pupil1', 'get', `/id/${pruefungId}`).expect(200);
    const freigegeben = await call('pupil1', 'get', '/DEMO-1A').expect(200);
    expect(freigegeben.body.map((p: { id: number }) => p.id)).toContain(pruefungId);
    // Issue 23: the pupil's own status (none yet); a teacher's list has no such column.
    expect(freigegeben.body.find((p: { id: number }) => p.id === pruefungId)).toMatchObject({
      eigener_status: null,
    });
    const lehrerListe = await call('teacher', 'get', '/DEMO-1A').expect(200);
    expect(lehrerListe.body.find((p: { id: number }) => p.id === pruefungId)).not.toHaveProperty(
      'eigener_status',
    );
    await call('pupilB', 'get', `/id/${pruefungId}`).expect(404);
    await call('pupilB', 'post', `/start/${pruefungId}`).expect(404);
    await call('teacherB', 'get', `/schuelerinpruefungen/${pruefungId}`).expect(404);
    await call('teacherB', 'post', `/freigeben/${pruefungId}`, { freigegeben: false }).expect(404);
  });

  it('before Start a pupil gets no questions; answering and handing in are refused (status machine)', async () => {
    const fragen = await call('pupil1', 'get', `/pruefungsteile/${pruefungId}`).expect(403);
    expect(fragen.body.message).toBe('Drücke zuerst auf Start, um die Prüfung zu beginnen.');
    await call('pupil1', 'put', `/schuelerinpruefungsteilen/${pruefungId}`, leereAntwort(teilIds[0])).expect(
      409,
    );
    await call('pupil1', 'post', '/schuelerinpruefungsteilen', {
      pruefung_id: pruefungId,
      antworten: [],
    }).expect(409);
  });

  it('Start sets in Bearbeitung and startzeit; a second Start is refused', async () => {
    const response = await call('pupil1', 'post', `/start/${pruefungId}`).expect(200);
    expect(response.body).toMatchObject({
      schueler_id: ids.pupil1,
      status: 'in Bearbeitung',
      endezeit: null,
    });
    expect(response.body.startzeit).toEqual(expect.any(String));
    const again = await call('pupil1', 'post', `/start/${pruefungId}`).expect(409);
    expect(again.body.message).toBe('Du hast diese Prüfung schon gestartet.');
    const liste = await call('pupil1', 'get', '/DEMO-1A').expect(200);
    expect(liste.body.find((p: { id: number }) => p.id === pruefungId)).toMatchObject({
      eigener_status: 'in Bearbeitung',
    });
    // Another pupil of the class sees only the own (none).
    const andere = await call('pupil2', 'get', '/DEMO-1A').expect(200);
    expect(andere.body.find((p: { id: number }) => p.id === pruefungId)).toMatchObject({
      eigener_status: null,
    });
  });

  it('once started the parts cannot be changed any more', async () => {
    const response = await call('teacher', 'put', `/pruefungsteile/${pruefungId}`, {
      unterrichtsmodul_id: stapelId,
      teile: [{ unterrichtsmodulteil_id: karten.schriftlich, punkte: 1 }],
    }).expect(409);
    expect(response.body.error).toBe('pruefungen.teileGesperrt');
  });

  it('the running exam never sends the pupil a correct answer (issue 12 fairness)', async () => {
    const response = await call('pupil1', 'get', `/pruefungsteile/${pruefungId}`).expect(200);
    const text = JSON.stringify(response.body);
    for (const geheim of [
      'dog',
      '_richtig',
      'suis',
      'sommes',
      'sont',
      'Iris',
      'Pupille',
      'Licht zu Zucker',
      'wahroderfalsch',
    ]) {
      expect(text).not.toContain(geheim);
    }
    const [muendlich, schriftlich, mc, wahr, konjugation, beschriftung, nummer] = response.body;
    expect(muendlich).toMatchObject({ art: 1, frage: 'Erkläre die Photosynthese.' });
    expect(schriftlich).toMatchObject({ art: 2, frage: 'Hund auf Englisch?', punkte: 2 });
    expect(mc).toMatchObject({ art: 3, antworten: ['zwei', 'drei', 'vier'] });
    expect(wahr).toMatchObject({ art: 4, frage: 'Die Erde ist rund.' });
    expect(konjugation).toMatchObject({ art: 5, konjug_verb: 'être', konjug_zeitform: 'présent' });
    expect(beschriftung).toMatchObject({
      art: 7,
      beschriftungstexte: [],
      marken: [{ nummer: 1 }, { nummer: 2 }],
    });
    // Number mode: texts without positions, markers with shuffled numbers only (sorted by them).
    expect(nummer.beschriftungstexte.map((b: { text: string }) => b.text)).toEqual([
      'Vorhof',
      'Kammer',
      'Klappe',
    ]);
    expect(nummer.marken.map((m: { nummer: number }) => m.nummer)).toEqual([1, 2, 3]);
    for (const marke of nummer.marken)
      expect(Object.keys(marke).sort()).toEqual(['nummer', 'pfeil', 'x', 'y']);
  });

  it('answers are saved one by one (autosave) and come back after a reload', async () => {
    await call('pupil1', 'put', `/schuelerinpruefungsteilen/${pruefungId}`, {
      ...leereAntwort(teilIds[1]),
      antwort1: 'do',
    }).expect(204);
    await call('pupil1', 'put', `/schuelerinpruefungsteilen/${pruefungId}`, {
      ...leereAntwort(teilIds[1]),
      antwort1: 'dog',
    }).expect(204);
    await call('pupil1', 'put', `/schuelerinpruefungsteilen/${pruefungId}`, {
      ...leereAntwort(teilIds[2]),
      antwort1: '1',
      antwort3: '1',
    }).expect(204);
    const response = await call(
      'pupil1',
      'get',
      `/schuelerinpruefungsteilen/${pruefungId}/${ids.pupil1}`,
    ).expect(200);
    expect(response.body.teile[1]).toMatchObject({
      antwort1: 'dog',
      punkte: null,
      vorgeschlagene_punkte: null,
    });
    expect(response.body.teile[2]).toMatchObject({ antwort1: '1', antwort3: '1' });
    expect(response.body.zeile.status).toBe('in Bearbeitung');
    expect(response.body.vorgeschlagene_note).toBeNull();
  });

  it('refuses an answer to a part of another exam and malformed labels', async () => {
    const fremd = await call(
      'pupil1',
      'put',
      `/schuelerinpruefungsteilen/${pruefungId}`,
      leereAntwort(987654),
    ).expect(400);
    expect(fremd.body.message).toBe('Diese Aufgabe gehört nicht zu der Prüfung.');
    await call('pupil1', 'put', `/schuelerinpruefungsteilen/${pruefungId}`, {
      ...leereAntwort(teilIds[5]),
      beschriftungen: { 11: 'x' },
    }).expect(400);
  });

  it("a pupil cannot read another pupil's answers", async () => {
    await call('pupil2', 'get', `/schuelerinpruefungsteilen/${pruefungId}/${ids.pupil1}`).expect(404);
  });

  it('the teacher overview lists every pupil of the class with status; started ones without time yet', async () => {
    const response = await call('teacher', 'get', `/schuelerinpruefungen/${pruefungId}`).expect(200);
    const rows = new Map(response.body.map((row: { schueler_id: number }) => [row.schueler_id, row]));
    expect(rows.get(ids.pupil1)).toMatchObject({ status: 'in Bearbeitung', dauer_sekunden: null });
    expect(rows.get(ids.pupil2)).toMatchObject({ status: null });
    expect(rows.has(ids.pupilB)).toBe(false);
    const eigene = await call('pupil1', 'get', `/schuelerinpruefungen/${pruefungId}`).expect(200);
    expect(eigene.body).toHaveLength(1);
    expect(eigene.body[0].schueler_id).toBe(ids.pupil1);
  });

  it('grading before hand-in is refused', async () => {
    const response = await call('teacher', 'post', `/korrektur/${pruefungId}/${ids.pupil1}`, {
      teile: [],
      note: 1,
      kommentar_lehrperson: '',
      korrigiert: true,
    }).expect(409);
    expect(response.body.message).toBe(
      'Diese Prüfung wurde noch nicht abgegeben und kann nicht korrigiert werden.',
    );
  });

  it('hand-in saves the answers, sets abgegeben and endezeit; afterwards every change is refused', async () => {
    const zahlen = await call('pupil1', 'get', `/pruefungsteile/${pruefungId}`).expect(200);
    expect(zahlen.body[6].marken).toHaveLength(3);
    const response = await call('pupil1', 'post', '/schuelerinpruefungsteilen', {
      pruefung_id: pruefungId,
      antworten: [
        { ...leereAntwort(teilIds[0]), antwort1: 'Pflanzen machen aus Licht Zucker' },
        { ...leereAntwort(teilIds[3]), wahroderfalsch: 1 },
        {
          ...leereAntwort(teilIds[4]),
          konjug_ich: 'suis',
          konjug_du: 'es',
          konjug_ersiees: 'est',
          konjug_wir: 'sommes',
          konjug_ihr: 'êtes',
          konjug_sie: 'sont',
        },
        { ...leereAntwort(teilIds[5]), beschriftungen: { 1: 'Iris', 2: 'Linse' } },
      ],
    }).expect(200);
    expect(response.body).toMatchObject({ status: 'abgegeben' });
    expect(response.body.endezeit).toEqual(expect.any(String));
    const nochmal = await call(
      'pupil1',
      'put',
      `/schuelerinpruefungsteilen/${pruefungId}`,
      leereAntwort(teilIds[1]),
    ).expect(409);
    expect(nochmal.body.message).toBe('Die Prüfung ist schon abgegeben und kann nicht mehr geändert werden.');
    await call('pupil1', 'post', '/schuelerinpruefungsteilen', {
      pruefung_id: pruefungId,
      antworten: [],
    }).expect(409);
    const gespeichert = await call(
      'pupil1',
      'get',
      `/schuelerinpruefungsteilen/${pruefungId}/${ids.pupil1}`,
    ).expect(200);
    expect(gespeichert.body.teile[1].antwort1).toBe('dog');
  });

  it('the teacher sees suggested points from the answer check and the grade by the country formula', async () => {
    await testApp.dataSource
      .getRepository(Schule)
      .update(
        { id: (await userByCode(testApp.dataSource, testApp.logins.teacher)).schule_id ?? 0 },
        { land: 'DE' },
      );
    const response = await call(
      'teacher',
      'get',
      `/schuelerinpruefungsteilen/${pruefungId}/${ids.pupil1}`,
    ).expect(200);
    // oral: by hand; written 'dog' right (2); MC 1+3 right (2); true right (1); conjugation right (3);
    // labels wrong (0); number mode unanswered (0).
    expect(
      response.body.teile.map((teil: { vorgeschlagene_punkte: number | null }) => teil.vorgeschlagene_punkte),
    ).toEqual([null, 2, 2, 1, 3, 0, 0]);
    expect(response.body.land).toBe('DE');
    // Issue 23: the teacher sees the numbers this pupil was shown in number mode (shuffled 1..3).
    const gezeigt = response.body.teile[6].beschriftung_nummern;
    expect(Object.keys(gezeigt).sort()).toEqual(['1', '2', '3']);
    expect(Object.values(gezeigt).sort()).toEqual([1, 2, 3]);
    expect(response.body.teile[1].beschriftung_nummern).toBeNull();
    // 8 of 15.5 points: DE 6 - 5 * 8/15.5 = 3.42
    expect(response.body.vorgeschlagene_note).toBe(3.42);
  });

  it('grading saves points, comments and grade; the pupil sees nothing of it before Korrigiert!', async () => {
    const teile = teilIds.map((id, index) => ({
      pruefungsteil_id: id,
      punkte: [2, 2, 2, 1, 3, 1, 0][index],
      kommentar_lehrperson: index === 0 ? 'Fast.' : '',
    }));
    const negativ = await call('teacher', 'post', `/korrektur/${pruefungId}/${ids.pupil1}`, {
      teile: [{ ...teile[0], punkte: -1 }],
      note: 3,
      kommentar_lehrperson: '',
      korrigiert: false,
    }).expect(400);
    expect(negativ.body.message).toBe('Die Punkte für Aufgabe 1 müssen eine Zahl von 0 bis 3 sein.');
    // Issue 23: at most the part's points (today 99 points for a 2-point part were stored).
    const zuViele = await call('teacher', 'post', `/korrektur/${pruefungId}/${ids.pupil1}`, {
      teile: [{ ...teile[1], punkte: 99 }],
      note: 3,
      kommentar_lehrperson: '',
      korrigiert: false,
    }).expect(400);
    expect(zuViele.body.message).toBe('Für Aufgabe 2 gibt es höchstens 2 Punkte.');
    const knappDrueber = await call('teacher', 'post', `/korrektur/${pruefungId}/${ids.pupil1}`, {
      teile: [{ ...teile[6], punkte: 2.51 }],
      note: 3,
      kommentar_lehrperson: '',
      korrigiert: false,
    }).expect(400);
    expect(knappDrueber.body.message).toBe('Für Aufgabe 7 gibt es höchstens 2.5 Punkte.');
    // The grade stays in the scale of the school's country (DE: 1 to 6).
    for (const note of [0, 0.99, 6.01, 99]) {
      const ausserhalb = await call('teacher', 'post', `/korrektur/${pruefungId}/${ids.pupil1}`, {
        teile,
        note,
        kommentar_lehrperson: '',
        korrigiert: false,
      }).expect(400);
      expect(ausserhalb.body.message).toBe('Die Note muss eine Zahl von 1 bis 6 sein.');
    }
    const ungespeichert = await call(
      'teacher',
      'get',
      `/schuelerinpruefungsteilen/${pruefungId}/${ids.pupil1}`,
    ).expect(200);
    expect(ungespeichert.body.teile.map((teil: { punkte: number | null }) => teil.punkte)).toEqual(
      Array(7).fill(null),
    );
    expect(ungespeichert.body.zeile.note).toBeNull();
    const zwischen = await call('teacher', 'post', `/korrektur/${pruefungId}/${ids.pupil1}`, {
      teile,
      note: 3.19,
      kommentar_lehrperson: 'Gut gemacht',
      korrigiert: false,
    }).expect(200);
    expect(zwischen.body.zeile).toMatchObject({
      status: 'abgegeben',
      punkte: 11,
      note: 3.19,
      korrigiert_am: null,
    });
    const pupil = await call(
      'pupil1',
      'get',
      `/schuelerinpruefungsteilen/${pruefungId}/${ids.pupil1}`,
    ).expect(200);
    expect(pupil.body.zeile).toMatchObject({ punkte: null, note: null, kommentar_lehrperson: null });
    expect(pupil.body.teile[0]).toMatchObject({ punkte: null, kommentar_lehrperson: null });
    // Before Korrigiert! the pupil gets no label-to-number mapping (it is the solution).
    expect(pupil.body.teile[6].beschriftung_nummern).toBeNull();
  });

  it("'Korrigiert!' sets korrigiert and korrigiert_am; the pupil then sees points, grade and comments", async () => {
    const teile = teilIds.map((id, index) => ({
      pruefungsteil_id: id,
      punkte: [2, 2, 2, 1, 3, 1, 0][index],
      kommentar_lehrperson: index === 0 ? 'Fast.' : '',
    }));
    const response = await call('teacher', 'post', `/korrektur/${pruefungId}/${ids.pupil1}`, {
      teile,
      note: 2.45,
      kommentar_lehrperson: 'Gut gemacht',
      korrigiert: true,
    }).expect(200);
    expect(response.body.zeile).toMatchObject({ status: 'korrigiert', punkte: 11, note: 2.45 });
    expect(response.body.zeile.korrigiert_am).toEqual(expect.any(String));
    const pupil = await call(
      'pupil1',
      'get',
      `/schuelerinpruefungsteilen/${pruefungId}/${ids.pupil1}`,
    ).expect(200);
    expect(pupil.body.zeile).toMatchObject({
      status: 'korrigiert',
      punkte: 11,
      note: 2.45,
      kommentar_lehrperson: 'Gut gemacht',
    });
    expect(pupil.body.teile[0]).toMatchObject({
      punkte: 2,
      kommentar_lehrperson: 'Fast.',
      vorgeschlagene_punkte: null,
    });
    expect(JSON.stringify(pupil.body)).not.toContain('_richtig');
    await call('pupil1', 'post', `/start/${pruefungId}`).expect(409);
    // 01 §4: nobody else started, so the exam counts as corrected.
    const detail = await call('teacher', 'get', `/id/${pruefungId}`).expect(200);
    expect(detail.body.ist_korrigiert).toBe(true);
  });

  it('in Austria the suggestion follows 5 - 4·p/t, elsewhere 5·p/t + 1', async () => {
    const teacher = await userByCode(testApp.dataSource, testApp.logins.teacher);
    const schulen = testApp.dataSource.getRepository(Schule);
    await schulen.update({ id: teacher.schule_id ?? 0 }, { land: 'A' });
    const a = await call('teacher', 'get', `/schuelerinpruefungsteilen/${pruefungId}/${ids.pupil1}`).expect(
      200,
    );
    // graded 11 of 15.5: A 5 - 4 * 11/15.5 = 2.16
    expect(a.body).toMatchObject({ land: 'A', vorgeschlagene_note: 2.16 });
    await schulen.update({ id: teacher.schule_id ?? 0 }, { land: 'CH' });
    const ch = await call('teacher', 'get', `/schuelerinpruefungsteilen/${pruefungId}/${ids.pupil1}`).expect(
      200,
    );
    // CH: 5 * 11/15.5 + 1 = 4.55
    expect(ch.body).toMatchObject({ land: 'CH', vorgeschlagene_note: 4.55 });
  });

  it('the overview shows time taken and, once corrected, points and grade', async () => {
    const response = await call('teacherAdmin', 'get', `/schuelerinpruefungen/${pruefungId}`).expect(200);
    const row = response.body.find((r: { schueler_id: number }) => r.schueler_id === ids.pupil1);
    expect(row).toMatchObject({ status: 'korrigiert', punkte: 11, note: 2.45 });
    expect(row.dauer_sekunden).toEqual(expect.any(Number));
  });

  it('activity reports during the attempt are counted in the overview', async () => {
    await call('pupil2', 'post', `/start/${pruefungId}`).expect(200);
    await request(testApp.server)
      .post('/api/benutzer/benutzerablenkungen')
      .set('Cookie', cookies.pupil2)
      .send({ art: 'blur' })
      .expect(204);
    const response = await call('teacher', 'get', `/schuelerinpruefungen/${pruefungId}`).expect(200);
    const row = response.body.find((r: { schueler_id: number }) => r.schueler_id === ids.pupil2);
    expect(row.ablenkungen).toBe(1);
  });

  it('withdrawing the release hides the exam from pupils again', async () => {
    await call('teacher', 'post', `/freigeben/${pruefungId}`, { freigegeben: false }).expect(200);
    await call('pupil1', 'get', `/id/${pruefungId}`).expect(404);
  });
});
