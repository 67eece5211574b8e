import { Controller, Get } from '@nestjs/common';
import request from 'supertest';
import type { ApiErrorBody } from '@lernstapel/contracts';
import { randomLoginCode } from '../bootstrap/demo-logins';
import { Schule } from './entities/schule.entity';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { userByCode } from '../testing/second-school';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { RequireLicence } from './require-licence.decorator';

/** A licensed function that exists only in this test. */
@Controller('lizenz-probe')
class LicenceProbeController {
  @Get()
  @RequireLicence()
  probe(): { ok: true } {
    return { ok: true };
  }
}

/** 01 §5, §8: @RequireLicence() — a school licence for the current calendar year, else 403. */
describe('@RequireLicence()', () => {
  let testApp: TestApp;
  let schuleId: number;
  const year = new Date().getFullYear();
  const probe = async (code: string) =>
    request(testApp.server)
      .get('/api/lizenz-probe')
      .set('Cookie', await sessionCookieFor(testApp, code));
  const setLicence = (lizenz_jahr: number | null) =>
    testApp.dataSource.getRepository(Schule).update({ id: schuleId }, { lizenz_jahr });

  beforeAll(async () => {
    testApp = await createTestApp({}, { controllers: [LicenceProbeController] });
    schuleId = (await userByCode(testApp.dataSource, testApp.logins.teacher)).schule_id ?? 0;
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('lets teachers and pupils of a school licensed for this year through', async () => {
    await setLicence(year);
    expect((await probe(testApp.logins.teacher)).status).toBe(200);
    expect((await probe(testApp.logins.pupil1)).body).toEqual({ ok: true });
  });

  it.each([
    ['last year', year - 1],
    ['next year only', year + 1],
    ['never', null],
  ])('refuses with 403 and the German text when the licence is for %s', async (_case, lizenzJahr) => {
    await setLicence(lizenzJahr);
    for (const code of [testApp.logins.teacher, testApp.logins.teacherAdmin, testApp.logins.pupil1]) {
      const response = await probe(code);
      expect(response.status).toBe(403);
      const error = response.body as ApiErrorBody;
      expect(error.error).toBe('lizenz.keineLizenzFunktion');
      expect(error.message).toBe(`Keine Schul-Lizenz für das Jahr ${year} für diese Funktion vorhanden...`);
      expect(error.details).toEqual([
        'Die Schul-Lizenz bestellt, wer die Schuldaten bearbeiten darf: im Menü unter «Verwaltung» oder «Schule».',
      ]);
    }
  });

  it('takes a licence set later into account at once (no stale session data)', async () => {
    await setLicence(year - 1);
    const cookie = await sessionCookieFor(testApp, testApp.logins.teacher);
    await request(testApp.server).get('/api/lizenz-probe').set('Cookie', cookie).expect(403);
    await setLicence(year);
    await request(testApp.server).get('/api/lizenz-probe').set('Cookie', cookie).expect(200);
  });

  it('refuses individuals without a school and lets main administrators through', async () => {
    await setLicence(year);
    const individual = await testApp.dataSource.getRepository(Benutzer).save({
      benutzername: 'einzel',
      namevoll: 'Einzelperson',
      anmeldecode: randomLoginCode(),
      schule_id: null,
      klassen_code: 'EINZEL',
      kann_stapel_veroeffentlichen: true,
    });
    expect((await probe(individual.anmeldecode)).status).toBe(403);
    expect((await probe(testApp.logins.mainAdmin)).status).toBe(200);
  });

  it('still needs a session (401 first)', async () => {
    await request(testApp.server).get('/api/lizenz-probe').expect(401);
  });
});
