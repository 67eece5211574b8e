import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createTestApp, sessionCookieFor, type TestApp } from '../testing/create-test-app';
import { INSTANCE_HEADER } from './instance-header';

describe('X-Instance names the instance that answered (issue 26 §2)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ instanceName: 'api-7' });
    await testApp.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('on an ordinary answer and on an error', async () => {
    const ok = await request(testApp.server).get('/api/health/live').expect(200);
    expect(ok.headers[INSTANCE_HEADER]).toBe('api-7');
    const refused = await request(testApp.server).get('/api/session').expect(401);
    expect(refused.headers[INSTANCE_HEADER]).toBe('api-7');
  });

  it('on the push channel, which writes its own head', async () => {
    const cookie = await sessionCookieFor(testApp, testApp.logins.pupil1);
    const { port } = testApp.server.address() as AddressInfo;
    const header = await new Promise<string | string[] | undefined>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/push', headers: { cookie, accept: 'text/event-stream' } },
        (response) => {
          resolve(response.headers[INSTANCE_HEADER]);
          req.destroy();
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(header).toBe('api-7');
  });
});
