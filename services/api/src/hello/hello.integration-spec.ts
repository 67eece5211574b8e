import request from 'supertest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../testing/create-test-app';

const rootPackage = JSON.parse(readFileSync(join(__dirname, '../../../../package.json'), 'utf8')) as {
  version: string;
};

describe('hello (01 §7)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('GET /api/hello answers 200 without a session', async () => {
    const response = await request(testApp.server).get('/api/hello').expect(200);
    expect(response.body).toEqual({ ok: true });
  });

  it('GET /api/hello/server answers the version of the root package.json', async () => {
    const response = await request(testApp.server).get('/api/hello/server').expect(200);
    expect(response.body).toEqual({ version: rootPackage.version });
    expect(rootPackage.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('GET /api/openapi.json describes the endpoints with summaries', async () => {
    const response = await request(testApp.server).get('/api/openapi.json').expect(200);
    expect(response.body.info).toEqual(
      expect.objectContaining({ title: 'Lernstapel API', version: rootPackage.version }),
    );
    expect(response.body.paths['/api/benutzer/check'].post.summary).toBe(
      'Log in with a login code; sets the session cookie',
    );
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/hello', '/api/session', '/api/schulen', '/api/pruefungen/{klassenCode}']),
    );
  });

  it('an unknown route under /api is a German 404 in the error shape', async () => {
    const response = await request(testApp.server).get('/api/gibt-es-nicht').expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      error: 'server.anfrage.unbekannteAdresse',
      message: 'Diese Adresse ist dem Server nicht bekannt.',
    });
    const post = await request(testApp.server).post('/api/gibt-es-nicht').send({}).expect(404);
    expect(post.body.error).toBe('server.anfrage.unbekannteAdresse');
  });
});
