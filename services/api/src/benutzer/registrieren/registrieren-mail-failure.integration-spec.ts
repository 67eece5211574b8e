import request from 'supertest';
import type { RegistrierungResponse } from '@lernstapel/contracts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { Benutzer } from '../entities/benutzer.entity';

/** A registration stands when the mail cannot be handed over, and the answer says so. */
describe('registration with a failing mail server', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // Port 1 on the loopback interface: the connection is refused at once.
    testApp = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the code with mailVersendet false; the user exists', async () => {
    const response = await request(testApp.server)
      .post('/api/benutzer/registrieren')
      .send({
        art: 'einzelperson',
        namevoll: 'Ohne Post',
        benutzername: 'ohnepost',
        email: 'ohne.post@example.org',
      })
      .expect(201);
    const body = response.body as RegistrierungResponse;
    expect(body.mailVersendet).toBe(false);
    expect(body.anmeldecode.length).toBeGreaterThanOrEqual(10);
    const person = await testApp.dataSource
      .getRepository(Benutzer)
      .findOneByOrFail({ benutzername: 'ohnepost' });
    expect(person.anmeldecode).toBe(body.anmeldecode);
  });
});
