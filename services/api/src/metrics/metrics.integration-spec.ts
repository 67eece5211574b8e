import request from 'supertest';
import { AufbewahrungService } from '../datenschutz/aufbewahrung.service';
import { createTestApp, type TestApp } from '../testing/create-test-app';

describe('GET /api/metrics (issue 26 §4)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // One proxy hop in front: X-Forwarded-For then names the client, as behind the load balancer.
    testApp = await createTestApp({ trustProxy: 1, metricsToken: 'scrape-geheim' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('counts answered requests per route pattern and status, with their duration', async () => {
    await request(testApp.server).get('/api/hello').expect(200);
    await request(testApp.server).get('/api/pruefungen/id/12345').expect(401);
    const response = await request(testApp.server).get('/api/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.text).toMatch(
      /lernstapel_http_request_duration_seconds_count\{method="GET",route="\/api\/hello",status="200"\} [1-9]/,
    );
    expect(response.text).toMatch(
      /lernstapel_http_request_duration_seconds_count\{method="GET",route="\/api\/pruefungen\/id\/:id",status="401"\} [1-9]/,
    );
    expect(response.text).toMatch(
      /lernstapel_http_request_duration_seconds_bucket\{le="5",method="GET",route="\/api\/hello",status="200"\} [1-9]/,
    );
    expect(response.text).toContain('lernstapel_push_streams_open 0');
    expect(response.text).toContain('lernstapel_nodejs_eventloop_lag_p99_seconds');
  });

  it('counts the runs of the hourly retention job', async () => {
    await testApp.app.get(AufbewahrungService).stuendlich();
    const response = await request(testApp.server).get('/api/metrics').expect(200);
    expect(response.text).toContain('lernstapel_job_runs_total{job="aufbewahrung",ergebnis="ok"} 1');
  });

  it('shows the MySQL pool in use (MariaDB only)', async () => {
    const response = await request(testApp.server).get('/api/metrics').expect(200);
    const onMysql = testApp.dataSource.options.type === 'mysql';
    expect(/^lernstapel_db_pool_connections [1-9]/m.test(response.text)).toBe(onMysql);
    expect(/^lernstapel_db_pool_waiting_requests \d/m.test(response.text)).toBe(onMysql);
  });

  it('refuses a request that came through the load balancer from elsewhere, in German', async () => {
    const response = await request(testApp.server)
      .get('/api/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(403);
    expect(response.body.message).toBe(
      'Die Messwerte sind nur auf dem Server selbst oder mit dem Zugangsschlüssel (METRICS_TOKEN) abrufbar.',
    );
    await request(testApp.server)
      .get('/api/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', 'Bearer falsch')
      .expect(403);
  });

  it('answers a scraper elsewhere that sends METRICS_TOKEN', async () => {
    await request(testApp.server)
      .get('/api/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', 'Bearer scrape-geheim')
      .expect(200);
  });
});
