import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { isWellFormedLoginCode } from '@lernstapel/rules';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { Mailausgang } from './entities/mailausgang.entity';
import { outboxFolder } from './outbox-transport';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on loopback that accepts mails for user 'lernstapel' / password 'geheim'. */
async function startSmtpServer(
  received: Received[],
  rejectAll = false,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'lernstapel' && auth.password === 'geheim')
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      callback(rejectAll ? new Error('mailbox unavailable') : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** DEVIATIONS 8: the SMTP adapter against a local server speaking SMTP. */
describe('mail over SMTP (SMTP_URL)', () => {
  let testApp: TestApp | undefined;
  let smtp: { port: number; close(): Promise<void> } | undefined;
  afterEach(async () => {
    await testApp?.close();
    await smtp?.close();
    testApp = undefined;
    smtp = undefined;
  });

  it('a school registration arrives at the server with the right recipient, sender and code', async () => {
    const received: Received[] = [];
    smtp = await startSmtpServer(received);
    testApp = await createTestApp({
      smtpUrl: `smtp://lernstapel:geheim@127.0.0.1:${smtp.port}`,
      mailFrom: 'Lernstapel Test <test@lernstapel.example>',
    });
    const response = await request(testApp.server)
      .post('/api/benutzer/registrieren')
      .send({
        art: 'schule',
        namevoll: 'Sara Smtp',
        benutzername: 'ssmtp',
        email: 'sara@smtp-schule.example',
        schulName1: 'SMTP-Schule',
        schulStrasse: 'Postweg 25',
        schulPLZ: '8001',
        schulOrt: 'Zürich',
        schulLand: 'CH',
      })
      .expect(201);
    const code: string = response.body.anmeldecode;

    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['sara@smtp-schule.example']);
    expect(received[0]?.from).toBe('test@lernstapel.example');
    expect(received[0]?.data).toMatch(/^To: sara@smtp-schule\.example$/m);
    expect(received[0]?.data).toContain(code);
    expect(received[0]?.data).toContain('Benutzername: ssmtp');

    const row = await testApp.dataSource
      .getRepository(Mailausgang)
      .findOneOrFail({ where: { empfaenger: 'sara@smtp-schule.example' } });
    expect(row.gesendet_am).toBeInstanceOf(Date);
    // Issue 29: the copy kept after the hand-over has no login code.
    expect(row.text).not.toContain(code);
    expect(row.text).toContain('Anmeldecode: [Anmeldecode entfernt]');
    expect(row.text).toContain('Benutzername: ssmtp');
    expect(row.datei).toBeNull();
    // With SMTP no .eml file is written.
    expect(existsSync(outboxFolder(testApp.config.dataDir))).toBe(false);
  });

  it('forgot-code goes over SMTP too', async () => {
    const received: Received[] = [];
    smtp = await startSmtpServer(received);
    testApp = await createTestApp({ smtpUrl: `smtp://lernstapel:geheim@127.0.0.1:${smtp.port}` });
    await request(testApp.server)
      .post('/api/benutzer/anmeldecodevergessen')
      .send({ email: 'thomas.weber@demoschule.example' })
      .expect(200);
    expect(received.map((mail) => mail.to)).toEqual([['thomas.weber@demoschule.example']]);
    expect(received[0]?.data).toContain(testApp.logins.teacher);
    const rows = await testApp.dataSource.getRepository(Mailausgang).find();
    expect(rows.map((row) => row.text.includes(testApp?.logins.teacher ?? ''))).toEqual([false]);
  });

  it('when the server refuses: the registration stands, forgot-code answers 503, the row stays unsent', async () => {
    const received: Received[] = [];
    smtp = await startSmtpServer(received, true);
    testApp = await createTestApp({ smtpUrl: `smtp://lernstapel:geheim@127.0.0.1:${smtp.port}` });
    const registered = await request(testApp.server)
      .post('/api/benutzer/registrieren')
      .send({
        art: 'einzelperson',
        namevoll: 'Ohne Post',
        benutzername: 'ohnepost',
        email: 'ohne@post.example',
      })
      .expect(201);
    expect(isWellFormedLoginCode(registered.body.anmeldecode)).toBe(true);

    const forgot = await request(testApp.server)
      .post('/api/benutzer/anmeldecodevergessen')
      .send({ email: 'ohne@post.example' })
      .expect(503);
    expect(forgot.body).toEqual({
      statusCode: 503,
      error: 'server.mail.versandFehlgeschlagen',
      message: 'Die E-Mail konnte gerade nicht verschickt werden. Bitte versuche es später noch einmal.',
    });
    const rows = await testApp.dataSource
      .getRepository(Mailausgang)
      .find({ where: { empfaenger: 'ohne@post.example' } });
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.gesendet_am === null)).toBe(true);
    expect(received).toHaveLength(0);
  });

  it('wrong credentials count as not sent', async () => {
    const received: Received[] = [];
    smtp = await startSmtpServer(received);
    testApp = await createTestApp({ smtpUrl: `smtp://lernstapel:falsch@127.0.0.1:${smtp.port}` });
    await request(testApp.server)
      .post('/api/benutzer/anmeldecodevergessen')
      .send({ email: 'thomas.weber@demoschule.example' })
      .expect(503);
    expect(received).toHaveLength(0);
  });
});
