import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';

/**
 * TypeORM's logger for every driver. Slow statements (DB_QUERY_TIMEOUT_MS) are reported with the SQL
 * only: parameters may hold login codes or e-mails, which never belong in a log line (DEVIATIONS 2).
 * Failed statements are not logged here; they reach the exception filter.
 */
export class QueryLogger implements Logger {
  private readonly logger = new NestLogger('Datenbank');

  logQuery(): void {
    // Not logged: every statement would be far too much, and parameters are private.
  }

  logQueryError(): void {
    // The error travels to ApiExceptionFilter, which decides how to log it.
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Langsame Abfrage (${time} ms): ${query.slice(0, 300)}`);
  }

  logSchemaBuild(): void {
    // Schema changes come only from migrations.
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
