import request from 'supertest';
import type { ApiErrorBody, Lehrperson, LehrpersonenResponse } from '@lernstapel/contracts';
import { LOGIN_CODE_ALPHABET } from '@lernstapel/rules';
import { Mailausgang } from '../mail/entities/mailausgang.entity';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { randomLoginCode } from '../bootstrap/demo-logins';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { userByCode } from '../testing/second-school';
import { Benutzer } from './entities/benutzer.entity';
import { KLASSEN_CODE_LENGTH } from './unique-login-code';

/** 01 §5, §6: teacher management of the own school (Lehrpersonen / Verwaltung). */
describe('Lehrpersonen: POST /api/benutzer, POST /api/benutzer/delete/{id}', () => {
  let testApp: TestApp;
  let admin: string; // amueller: both flags
  let teacher: string; // tweber: no flags, created by amueller
  let adminUser: Benutzer;
  let teacherUser: Benutzer;

  const users = () => testApp.dataSource.getRepository(Benutzer);
  const save = (cookie: string, body: object) =>
    request(testApp.server).post('/api/benutzer').set('Cookie', cookie).send(body);

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await sessionCookieFor(testApp, testApp.logins.teacherAdmin);
    teacher = await sessionCookieFor(testApp, testApp.logins.teacher);
    adminUser = await userByCode(testApp.dataSource, testApp.logins.teacherAdmin);
    teacherUser = await userByCode(testApp.dataSource, testApp.logins.teacher);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('lists the teachers of the school (no pupils, no codes) with what the caller may do', async () => {
    const response = await request(testApp.server)
      .get(`/api/benutzer/schule/${adminUser.schule_id}`)
      .set('Cookie', teacher)
      .expect(200);
    const rows = response.body as Lehrperson[];
    expect(rows.map((row) => row.benutzername).sort()).toEqual(['amueller', 'tweber']);
    expect(JSON.stringify(rows)).not.toContain(teacherUser.anmeldecode);
    const self = rows.find((row) => row.id === teacherUser.id);
    const other = rows.find((row) => row.id === adminUser.id);
    expect(self).toMatchObject({ darf_bearbeiten: true, darf_loeschen: false });
    expect(other).toMatchObject({ darf_bearbeiten: false, darf_loeschen: false });

    const asAdmin = await request(testApp.server)
      .get(`/api/benutzer/schule/${adminUser.schule_id}`)
      .set('Cookie', admin)
      .expect(200);
    const rowsAsAdmin = asAdmin.body as Lehrperson[];
    // amueller created tweber: may edit and delete him, may edit but never delete herself.
    expect(rowsAsAdmin.find((row) => row.id === teacherUser.id)).toMatchObject({
      create_user_id: adminUser.id,
      darf_bearbeiten: true,
      darf_loeschen: true,
    });
    expect(rowsAsAdmin.find((row) => row.id === adminUser.id)).toMatchObject({
      darf_bearbeiten: true,
      darf_loeschen: false,
    });
  });

  it('creates a teacher: publish right by default, own class code, creator set, code mailed not answered', async () => {
    const response = await save(admin, {
      namevoll: ' Petra Neu ',
      benutzername: 'pneu',
      email: ' Petra.Neu@Demoschule.example ',
    }).expect(200);
    const body = response.body as LehrpersonenResponse;
    expect(body.message).toBe('Der Anmeldecode wurde an petra.neu@demoschule.example verschickt');
    const row = body.lehrpersonen.find((entry) => entry.benutzername === 'pneu');
    expect(row).toMatchObject({
      namevoll: 'Petra Neu',
      email: 'petra.neu@demoschule.example',
      kann_stapel_veroeffentlichen: true,
      kann_lehrpersonen_bearbeiten: false,
      kann_schuldaten_bearbeiten: false,
      create_user_id: adminUser.id,
      darf_loeschen: true,
    });
    const stored = await users().findOneByOrFail({ benutzername: 'pneu' });
    expect(stored.schule_id).toBe(adminUser.schule_id);
    expect(stored.ist_schueler).toBe(false);
    expect(stored.klassen_code).toMatch(new RegExp(`^[${LOGIN_CODE_ALPHABET}]{${KLASSEN_CODE_LENGTH}}$`));
    expect(stored.klassen_code).not.toBe(adminUser.klassen_code);
    expect(JSON.stringify(response.body)).not.toContain(stored.anmeldecode);
    const mail = await testApp.dataSource
      .getRepository(Mailausgang)
      .findOneByOrFail({ benutzer_id: stored.id });
    expect(mail.empfaenger).toBe('petra.neu@demoschule.example');
    expect(mail.text).toContain(stored.anmeldecode);
    expect(mail.text).toContain('Anna Müller');
  });

  it('sets the flags of a new teacher when asked', async () => {
    await save(admin, {
      id: 0,
      namevoll: 'Flag Person',
      benutzername: 'flag',
      email: 'flag@demoschule.example',
      kann_schuldaten_bearbeiten: true,
      kann_stapel_veroeffentlichen: false,
    }).expect(200);
    expect(await users().findOneByOrFail({ benutzername: 'flag' })).toMatchObject({
      kann_schuldaten_bearbeiten: true,
      kann_lehrpersonen_bearbeiten: false,
      kann_stapel_veroeffentlichen: false,
    });
  });

  it.each([
    [
      { namevoll: '', benutzername: 'x', email: 'x@demoschule.example' },
      'Bitte gib den vollständigen Namen ein.',
    ],
    [
      { namevoll: 'X', benutzername: ' ', email: 'x@demoschule.example' },
      'Bitte gib einen Benutzernamen ein.',
    ],
    [{ namevoll: 'X', benutzername: 'x', email: '' }, 'Bitte gib eine E-Mail-Adresse ein.'],
    [{ namevoll: 'X', benutzername: 'x', email: 'kein-mail' }, 'Bitte gib eine gültige E-Mail-Adresse ein.'],
    [{ namevoll: 'X', benutzername: 'x' }, 'Das Feld „E-Mail-Adresse“ muss ein Text sein.'],
  ])('bad input %j → German 400, nothing created', async (body, message) => {
    const before = await users().count();
    const response = await save(admin, body).expect(400);
    const error = response.body as ApiErrorBody;
    // Rule errors are the message; type errors are listed in details under a general message.
    expect([error.message, ...(error.details ?? [])]).toContain(message);
    expect(await users().count()).toBe(before);
  });

  it('refuses an e-mail a user already has (any case) with 409, nothing created', async () => {
    const before = await users().count();
    const response = await save(admin, {
      namevoll: 'Doppelt',
      benutzername: 'doppelt',
      email: 'THOMAS.WEBER@demoschule.example',
    }).expect(409);
    expect((response.body as ApiErrorBody).message).toBe(
      'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.',
    );
    expect(await users().count()).toBe(before);
  });

  it('lets everyone edit themselves, but flags only with kann_lehrpersonen_bearbeiten', async () => {
    const self = {
      id: teacherUser.id,
      namevoll: 'Thomas W.',
      benutzername: 'tweber',
      email: teacherUser.email,
    };
    await save(teacher, self).expect(200);
    expect((await users().findOneByOrFail({ id: teacherUser.id })).namevoll).toBe('Thomas W.');

    const response = await save(teacher, { ...self, kann_lehrpersonen_bearbeiten: true }).expect(403);
    expect((response.body as ApiErrorBody).message).toBe('Dafür fehlt dir die Berechtigung.');
    expect((await users().findOneByOrFail({ id: teacherUser.id })).kann_lehrpersonen_bearbeiten).toBe(false);
    // Sending the stored values is no change and allowed.
    await save(teacher, {
      ...self,
      kann_lehrpersonen_bearbeiten: false,
      kann_stapel_veroeffentlichen: true,
    }).expect(200);
  });

  it('lets a teacher with the flag edit teachers they created, not others', async () => {
    await save(admin, {
      id: teacherUser.id,
      namevoll: 'Thomas Weber',
      benutzername: 'tweber',
      email: 'thomas.weber@demoschule.example',
      kann_schuldaten_bearbeiten: true,
    }).expect(200);
    expect((await users().findOneByOrFail({ id: teacherUser.id })).kann_schuldaten_bearbeiten).toBe(true);
    await users().update({ id: teacherUser.id }, { kann_schuldaten_bearbeiten: false });

    // tweber did not create amueller: 403, nothing changed
    const response = await save(teacher, {
      id: adminUser.id,
      namevoll: 'Übernommen',
      benutzername: 'x',
      email: 'x@demoschule.example',
    }).expect(403);
    expect((response.body as ApiErrorBody).message).toBe(
      'Du darfst nur dich selbst und Lehrpersonen bearbeiten, die du selbst erfasst hast.',
    );
    expect((await users().findOneByOrFail({ id: adminUser.id })).namevoll).toBe('Anna Müller');
  });

  it('refuses to change an e-mail to one another user has (409)', async () => {
    const response = await save(admin, {
      id: teacherUser.id,
      namevoll: 'Thomas Weber',
      benutzername: 'tweber',
      email: 'anna.mueller@demoschule.example',
    }).expect(409);
    expect((response.body as ApiErrorBody).error).toBe('klasse.emailExistiertBereits');
    expect((await users().findOneByOrFail({ id: teacherUser.id })).email).toBe(
      'thomas.weber@demoschule.example',
    );
  });

  it('never deletes oneself (403, German)', async () => {
    const response = await request(testApp.server)
      .post(`/api/benutzer/delete/${adminUser.id}`)
      .set('Cookie', admin)
      .expect(403);
    expect((response.body as ApiErrorBody).message).toBe(
      'Du kannst dich hier nicht selbst löschen. Dein Konto löschst du unter «Mein Konto».',
    );
    expect(await users().existsBy({ id: adminUser.id })).toBe(true);
  });

  it('deletes a teacher one created with their stacks and the pupils they created; others stay', async () => {
    const created = await users().findOneByOrFail({ benutzername: 'pneu' });
    const pupil = await users().save(
      users().create({
        benutzername: 'pneu-schueler',
        namevoll: 'Schüler von Petra',
        anmeldecode: randomLoginCode(),
        schule_id: created.schule_id,
        klassen_code: created.klassen_code,
        ist_schueler: true,
        create_user_id: created.id,
      }),
    );
    // A teacher pneu created passes to the deleting user.
    const grandchild = await users().save(
      users().create({
        benutzername: 'enkel',
        namevoll: 'Von Petra erfasst',
        anmeldecode: randomLoginCode(),
        schule_id: created.schule_id,
        create_user_id: created.id,
      }),
    );
    await testApp.dataSource
      .getRepository(Unterrichtsmodul)
      .save({ bezeichnung: 'Petras Stapel', eigentuemer_id: created.id });
    const demoPupils = await users().countBy({ ist_schueler: true, create_user_id: adminUser.id });

    const response = await request(testApp.server)
      .post(`/api/benutzer/delete/${created.id}`)
      .set('Cookie', admin)
      .expect(200);
    const body = response.body as LehrpersonenResponse;
    expect(body.lehrpersonen.map((row) => row.id)).not.toContain(created.id);
    expect(await users().existsBy({ id: created.id })).toBe(false);
    expect(await users().existsBy({ id: pupil.id })).toBe(false);
    expect(
      await testApp.dataSource.getRepository(Unterrichtsmodul).countBy({ eigentuemer_id: created.id }),
    ).toBe(0);
    expect((await users().findOneByOrFail({ id: grandchild.id })).create_user_id).toBe(adminUser.id);
    expect(await users().countBy({ ist_schueler: true, create_user_id: adminUser.id })).toBe(demoPupils);
  });

  it('refuses deleting a teacher one did not create (403) and unknown ids (404)', async () => {
    const flagged = await users().findOneByOrFail({ benutzername: 'flag' });
    await users().update({ id: flagged.id }, { kann_lehrpersonen_bearbeiten: true });
    const otherWithFlag = await sessionCookieFor(testApp, flagged.anmeldecode);
    await request(testApp.server)
      .post(`/api/benutzer/delete/${teacherUser.id}`)
      .set('Cookie', otherWithFlag)
      .expect(403);
    await request(testApp.server).post('/api/benutzer/delete/999999').set('Cookie', admin).expect(404);
    expect(await users().existsBy({ id: teacherUser.id })).toBe(true);
  });
});
