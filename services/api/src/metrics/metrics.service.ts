import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { PushBus } from '../pushbus/push-bus';
import { mysqlPoolUse } from './mysql-pool-use';

/** Route label of requests no route matched (unknown addresses): one series, not one per address. */
const UNMATCHED_ROUTE = '(keine Route)';

/**
 * Issue 26 §4: the figures an operator watches, in Prometheus format. One registry per application
 * instance (not prom-client's global one), so several instances in one process (tests) never clash.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  /** Its `_count` series are the requests per route and status: one histogram, one update per request. */
  private readonly requests = new Histogram({
    name: 'lernstapel_http_request_duration_seconds',
    help: 'Answered HTTP requests: time from receiving to answering, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  private readonly jobLaeufe = new Counter({
    name: 'lernstapel_job_runs_total',
    help: "Runs of the scheduled jobs by job and outcome ('andere Instanz': another instance took the run)",
    labelNames: ['job', 'ergebnis'] as const,
    registers: [this.registry],
  });

  constructor(dataSource: DataSource, pushBus: PushBus) {
    collectDefaultMetrics({ register: this.registry, prefix: 'lernstapel_' });
    new Gauge({
      name: 'lernstapel_push_streams_open',
      help: 'Open push streams (server-sent events) of this instance',
      registers: [this.registry],
      collect() {
        this.set(pushBus.openStreams);
      },
    });
    if (dataSource.options.type === 'mysql') registerPoolGauges(this.registry, dataSource);
  }

  jobLauf(job: string, ergebnis: 'ok' | 'fehler' | 'andere Instanz'): void {
    this.jobLaeufe.inc({ job, ergebnis });
  }

  /** Called once per answered request (onResponse hook). */
  observe(method: string, route: string | undefined, status: number, seconds: number): void {
    this.requests.observe({ method, route: route ?? UNMATCHED_ROUTE, status }, seconds);
  }
}

type PoolUse = NonNullable<ReturnType<typeof mysqlPoolUse>>;

/** MySQL/MariaDB only: SQLite has no pool. */
function registerPoolGauges(registry: Registry, dataSource: DataSource): void {
  const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const use = mysqlPoolUse(dataSource);
        if (use) this.set(read(use));
      },
    });
  poolGauge('lernstapel_db_pool_connections', 'Open MySQL connections of the pool', (use) => use.open);
  poolGauge(
    'lernstapel_db_pool_connections_busy',
    'MySQL connections running a statement',
    (use) => use.busy,
  );
  poolGauge(
    'lernstapel_db_pool_waiting_requests',
    'Requests waiting for a free MySQL connection (the pool is exhausted while above 0)',
    (use) => use.waiting,
  );
}
