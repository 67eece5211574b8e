import { readdir, stat, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { MetricsService } from '../metrics/metrics.service';
import { REDIS } from '../redis/redis.module';
import { uploadOrdner } from '../config/upload-ordner';
import { OUTBOX_DATEI, outboxFolder } from '../mail/outbox-transport';
import { DatenschutzKarte } from './datenschutz-karte.service';
import { inPortionen } from './karten-spalten';
import { uploadName } from './loeschung-uploads';

const TAG_MS = 24 * 60 * 60 * 1000;
/** Shorter than the hourly interval: each run's lock has expired when the next run starts. */
const SPERRE_MS = 50 * 60 * 1000;
export const AUFBEWAHRUNG_SPERRE = 'lernstapel:aufbewahrung';
/** A file uploaded for a card that is still being edited is not yet named by it: a day's grace. */
const UPLOAD_FRIST_MS = TAG_MS;

export interface AufraeumErgebnis {
  aktivitaeten: number;
  sitzungen: number;
  dateien: number;
  anfragen: number;
  mails: number;
}

/** A request id answers its repeats for a day (a double click, a retry after a lost answer), then goes. */
const ANFRAGE_FRIST_MS = TAG_MS;

/**
 * Issue 16 retention (DSGVO Art. 5 (1) e): every hour, on one instance only, delete activity events
 * older than ACTIVITY_RETENTION_DAYS, sessions and remember tokens past their end, upload files
 * no card or exam names any more (their cards were deleted), request ids older than a day, and mails
 * older than MAIL_RETENTION_DAYS with their outbox files, and outbox files no mail names (issue 29).
 */
@Injectable()
export class AufbewahrungService {
  private readonly logger = new Logger('Aufbewahrung');
  private readonly instanz = randomUUID();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly metrics: MetricsService,
    private readonly karte: DatenschutzKarte,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'aufbewahrung' })
  async stuendlich(): Promise<void> {
    try {
      if (!(await this.uebernimmLauf())) {
        this.metrics.jobLauf('aufbewahrung', 'andere Instanz');
        return;
      }
      const ergebnis = await this.aufraeumen(new Date());
      this.metrics.jobLauf('aufbewahrung', 'ok');
      this.logger.log(
        `Gelöscht: ${ergebnis.aktivitaeten} Aktivitäten, ${ergebnis.sitzungen} Sitzungen, ` +
          `${ergebnis.dateien} Dateien, ${ergebnis.anfragen} Anfrage-Kennungen, ${ergebnis.mails} Mails`,
      );
    } catch (error: unknown) {
      this.metrics.jobLauf('aufbewahrung', 'fehler');
      this.logger.error(
        `Aufräumen fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** With Redis, only the instance that sets the run's lock first does the work; alone, always this one. */
  async uebernimmLauf(): Promise<boolean> {
    if (!this.redis) return true;
    return (await this.redis.set(AUFBEWAHRUNG_SPERRE, this.instanz, 'PX', SPERRE_MS, 'NX')) === 'OK';
  }

  async aufraeumen(jetzt: Date): Promise<AufraeumErgebnis> {
    const grenze = new Date(jetzt.getTime() - this.config.activityRetentionDays * TAG_MS);
    const aktivitaeten = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from('benutzerablenkungen')
      .where('zeit < :grenze', { grenze })
      .execute();
    const sitzungen = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from('sitzung')
      .where('laeuft_ab_am <= :jetzt', { jetzt })
      .execute();
    const anfragen = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from('anfrage')
      .where('erstellt_am < :grenze', { grenze: new Date(jetzt.getTime() - ANFRAGE_FRIST_MS) })
      .execute();
    return {
      aktivitaeten: aktivitaeten.affected ?? 0,
      sitzungen: sitzungen.affected ?? 0,
      dateien: await this.verwaisteDateienLoeschen(jetzt),
      anfragen: anfragen.affected ?? 0,
      mails: await this.alteMailsLoeschen(jetzt),
    };
  }

  /** Mails past MAIL_RETENTION_DAYS, then every outbox file no recorded mail names (older than a day). */
  private async alteMailsLoeschen(jetzt: Date): Promise<number> {
    const grenze = new Date(jetzt.getTime() - this.config.mailRetentionDays * TAG_MS);
    const mails = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from('mailausgang')
      .where('erstellt_am < :grenze', { grenze })
      .execute();
    const ordner = outboxFolder(this.config.dataDir);
    const dateien = (await readdir(ordner).catch(() => [] as string[])).filter((name) =>
      OUTBOX_DATEI.test(name),
    );
    const genannt = new Set<string>();
    for (const teil of inPortionen(dateien)) {
      const rows: { datei: string }[] = await this.dataSource
        .createQueryBuilder()
        .select('m.datei', 'datei')
        .from('mailausgang', 'm')
        .where('m.datei IN (:...teil)', { teil })
        .getRawMany();
      for (const row of rows) genannt.add(row.datei);
    }
    for (const datei of dateien.filter((name) => !genannt.has(name))) {
      const pfad = join(ordner, datei);
      // A file is written just after its row: a day's grace, as for uploads.
      if (jetzt.getTime() - (await stat(pfad)).mtimeMs >= UPLOAD_FRIST_MS) await unlink(pfad);
    }
    return mails.affected ?? 0;
  }

  private async verwaisteDateienLoeschen(jetzt: Date): Promise<number> {
    const ordner = uploadOrdner(this.config.dataDir);
    const dateien = await readdir(ordner).catch(() => [] as string[]);
    if (dateien.length === 0) return 0;
    const genannt = await this.genannteDateien();
    let geloescht = 0;
    for (const datei of dateien.filter((name) => !genannt.has(name))) {
      const pfad = join(ordner, datei);
      const info = await stat(pfad);
      if (!info.isFile() || jetzt.getTime() - info.mtimeMs < UPLOAD_FRIST_MS) continue;
      await unlink(pfad);
      geloescht += 1;
    }
    return geloescht;
  }

  /** File names any card still names in one of its upload columns, or an exam snapshot of a card. */
  private async genannteDateien(): Promise<Set<string>> {
    const genannt = await this.karteGenannteDateien();
    const schnappschuesse: { karte: string }[] = await this.dataSource
      .createQueryBuilder()
      .select('t.karte', 'karte')
      .from('pruefungsteil', 't')
      .where('t.karte IS NOT NULL')
      .getRawMany();
    for (const { karte } of schnappschuesse) {
      const felder = JSON.parse(karte) as Record<string, unknown>;
      for (const spalte of this.karte.uploadSpalten) {
        const name = uploadName(felder[spalte]);
        if (name) genannt.add(name);
      }
    }
    return genannt;
  }

  private async karteGenannteDateien(): Promise<Set<string>> {
    const genannt = new Set<string>();
    for (const spalte of this.karte.uploadSpalten) {
      const rows: { wert: string | null }[] = await this.dataSource
        .createQueryBuilder()
        .select(`t.${this.dataSource.driver.escape(spalte)}`, 'wert')
        .from('unterrichtsmodulteil', 't')
        .where(`t.${this.dataSource.driver.escape(spalte)} IS NOT NULL`)
        .getRawMany();
      for (const row of rows) if (row.wert) genannt.add(basename(row.wert));
    }
    return genannt;
  }
}
