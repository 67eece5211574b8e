import { createServer } from 'node:net';
import request from 'supertest';
import type { QueryRunner } from 'typeorm';
import { MYSQL_POOL_SIZE } from '../database/data-source-options';
import { mysqlPoolUse } from '../metrics/mysql-pool-use';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { HealthService } from './health.service';
import { itIf, WITHOUT_REDIS } from '../testing/needs-service';

/** A loopback port nobody listens on: a Redis that is configured but down. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

describe('health checks for the load balancer (issue 26 §1)', () => {
  describe('without Redis', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({ redisUrl: undefined });
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('GET /api/health/live answers 200 without a session', async () => {
      const response = await request(testApp.server).get('/api/health/live').expect(200);
      expect(response.body).toEqual({ status: 'ok' });
    });

    it('GET /api/health/ready answers 200 when the database answers and Redis is not configured', async () => {
      const response = await request(testApp.server).get('/api/health/ready').expect(200);
      expect(response.body).toEqual({ datenbank: 'erreichbar', redis: 'nicht eingerichtet' });
    });

    it('reports not ready from the shutdown signal on, while staying alive', async () => {
      testApp.app.get(HealthService).beforeApplicationShutdown();
      const response = await request(testApp.server).get('/api/health/ready').expect(503);
      expect(response.body.message).toBe('Diese Instanz des Servers ist nicht bereit.');
      expect(response.body.details).toEqual([
        'Diese Instanz wird beendet und nimmt keine neuen Anfragen an.',
      ]);
      await request(testApp.server).get('/api/health/live').expect(200);
    });
  });

  const sharedRedis = process.env['REDIS_URL'];
  itIf(sharedRedis, WITHOUT_REDIS)('answers 200 with a reachable Redis (REDIS_URL)', async () => {
    const testApp = await createTestApp({ redisUrl: sharedRedis });
    try {
      await testApp.app.get(HealthService).ready(); // the first check may come before the connection
      const response = await request(testApp.server).get('/api/health/ready').expect(200);
      expect(response.body).toEqual({ datenbank: 'erreichbar', redis: 'erreichbar' });
    } finally {
      await testApp.close();
    }
  });

  it('answers 200 while every connection of the pool is taken by users (issue 26: no 503 under load)', async () => {
    const testApp = await createTestApp({ redisUrl: undefined });
    const runners: QueryRunner[] = [];
    try {
      if (testApp.dataSource.options.type === 'mysql') {
        for (let n = 0; n < MYSQL_POOL_SIZE; n++) {
          const runner = testApp.dataSource.createQueryRunner();
          await runner.connect();
          runners.push(runner);
        }
        expect(mysqlPoolUse(testApp.dataSource)).toEqual({
          open: MYSQL_POOL_SIZE,
          busy: MYSQL_POOL_SIZE,
          waiting: 0,
        });
      }
      // Through the pool this check would wait for a free connection past its time-out and say 503.
      const response = await request(testApp.server).get('/api/health/ready').expect(200);
      expect(response.body).toEqual({ datenbank: 'erreichbar', redis: 'nicht eingerichtet' });
    } finally {
      for (const runner of runners) await runner.release();
      await testApp.close();
    }
  });

  it('answers 503 in German, naming Redis, when the configured Redis is down', async () => {
    const testApp = await createTestApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const response = await request(testApp.server).get('/api/health/ready').expect(503);
      expect(response.body.message).toBe('Diese Instanz des Servers ist nicht bereit.');
      expect(response.body.details).toEqual(['Redis (REDIS_URL) ist nicht erreichbar.']);
    } finally {
      await testApp.close();
    }
  });

  it('answers 503 in German, naming the database, while its connection is closed', async () => {
    const testApp = await createTestApp({ redisUrl: undefined });
    const { dataSource } = testApp;
    try {
      await dataSource.destroy();
      const response = await request(testApp.server).get('/api/health/ready').expect(503);
      expect(response.body.details).toEqual(['Der Datenspeicher (DATABASE_URL) ist nicht erreichbar.']);
      await request(testApp.server).get('/api/health/live').expect(200);
    } finally {
      if (!dataSource.isInitialized) await dataSource.initialize();
      await testApp.close();
    }
  });
});
