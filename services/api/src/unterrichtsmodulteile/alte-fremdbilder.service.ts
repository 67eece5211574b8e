import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { ApiException } from '../common/api-exception';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { MetricsService } from '../metrics/metrics.service';
import { REDIS } from '../redis/redis.module';
import { ExterneBilderService } from '../uploads/extern/externe-bilder.service';
import { BILD_FELDER, istExtern } from './externe-kartenbilder';

/** One run at a time across instances; a run that died frees the next start after this long. */
const SPERRE_MS = 30 * 60 * 1000;
const PORTION = 100;
/** Failures that may pass (a host briefly down): tried once more after a pause. */
const VORUEBERGEHEND = new Set(['externebilder.nichtErreichbar', 'externebilder.zeitueberschritten']);

export interface FremdbilderErgebnis {
  /** Addresses replaced by an own copy (each card field counts). */
  kopiert: number;
  /** Addresses removed because their image could not be copied. */
  entfernt: number;
}

type Zeile = Record<string, unknown> & { id: number };

/** The other website's host for the log, never the whole address (its path may carry a token). */
function hostVon(adresse: string): string {
  try {
    return new URL(adresse).host;
  } catch {
    return '(ungültige Adresse)';
  }
}

/**
 * Issue 29 §3: cards saved before the server copied images of other websites still name them, and the
 * page's Content-Security-Policy (images from the own origin only) shows them broken. Once, in the
 * background after the start, every such address in a card or an exam's card snapshot is fetched
 * through ExterneBilderService (public addresses only, size and time limits, re-encoded without
 * metadata) and replaced by the own copy. An image that cannot be copied (host gone, not an image,
 * too big, a private address) has its address removed: no browser may load it any more, and keeping it
 * would only keep naming the other website; the card works on without the picture, and its author sees
 * the missing picture in the editor. Idempotent: a run finds only what is left; each field is written
 * only while it still holds the old address, so an edit made meanwhile wins. A failure of our own (the
 * database, the disk) ends the run; the next start takes up the rest.
 */
@Injectable()
export class AlteFremdbilderService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Fremdbilder');
  private readonly instanz = randomUUID();
  /** The pause before the second try of a host that did not answer; tests shorten it. */
  wiederholungMs = 2000;

  constructor(
    private readonly dataSource: DataSource,
    private readonly externeBilder: ExterneBilderService,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly metrics: MetricsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  onApplicationBootstrap(): void {
    // In the background: the API answers at once; the run needs no request.
    setImmediate(() => void this.imHintergrund());
  }

  private get sperre(): string {
    return `${this.config.redisKeyPrefix}fremdbilder`;
  }

  private async imHintergrund(): Promise<void> {
    try {
      if (!(await this.uebernimmLauf())) {
        this.metrics.jobLauf('fremdbilder', 'andere Instanz');
        return;
      }
      const ergebnis = await this.umstellen().finally(() => this.gibLaufFrei());
      this.metrics.jobLauf('fremdbilder', 'ok');
      if (ergebnis.kopiert + ergebnis.entfernt > 0) {
        this.logger.log(
          `Bilder anderer Websites: ${ergebnis.kopiert} kopiert, ${ergebnis.entfernt} nicht kopierbar und entfernt`,
        );
      }
    } catch (error: unknown) {
      this.metrics.jobLauf('fremdbilder', 'fehler');
      this.logger.error(
        `Bilder anderer Websites nicht übernommen: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async uebernimmLauf(): Promise<boolean> {
    if (!this.redis) return true;
    return (await this.redis.set(this.sperre, this.instanz, 'PX', SPERRE_MS, 'NX')) === 'OK';
  }

  /** A finished run frees the lock, so the next start runs again (and finds what a failure left). */
  private async gibLaufFrei(): Promise<void> {
    if (this.redis && (await this.redis.get(this.sperre)) === this.instanz) await this.redis.del(this.sperre);
  }

  /** One run over all cards and exam snapshots; an address is fetched once per run. */
  async umstellen(): Promise<FremdbilderErgebnis> {
    const kopien = new Map<string, string | null>();
    const ergebnis: FremdbilderErgebnis = { kopiert: 0, entfernt: 0 };
    const kopie = async (adresse: string): Promise<string | null> => {
      if (!kopien.has(adresse)) kopien.set(adresse, await this.kopieVon(adresse));
      return kopien.get(adresse) ?? null;
    };
    const zaehlen = (neu: string | null) => {
      if (neu) ergebnis.kopiert += 1;
      else ergebnis.entfernt += 1;
    };
    await this.kartenUmstellen(kopie, zaehlen);
    await this.schnappschuesseUmstellen(kopie, zaehlen);
    return ergebnis;
  }

  private async kartenUmstellen(
    kopie: (adresse: string) => Promise<string | null>,
    zaehlen: (neu: string | null) => void,
  ): Promise<void> {
    const spalte = (feld: string) => `t.${this.dataSource.driver.escape(feld)}`;
    for (let nachId = 0; ;) {
      const zeilen: Zeile[] = await this.dataSource
        .createQueryBuilder()
        .select(['t.id AS id', 't.ist_vokabelaudio AS ist_vokabelaudio'])
        .addSelect(BILD_FELDER.map((feld) => `${spalte(feld)} AS ${this.dataSource.driver.escape(feld)}`))
        .from('unterrichtsmodulteil', 't')
        .where('t.id > :nachId', { nachId })
        .andWhere(`(${BILD_FELDER.map((feld) => `${spalte(feld)} LIKE 'http%'`).join(' OR ')})`)
        .orderBy('t.id', 'ASC')
        .limit(PORTION)
        .getRawMany();
      if (zeilen.length === 0) return;
      for (const zeile of zeilen) {
        const id = Number(zeile.id);
        nachId = id;
        for (const feld of BILD_FELDER) {
          // A vocabulary-audio card's question address is a sound, not an image (as when saving).
          if (feld === 'frage_videobild_url' && Boolean(Number(zeile['ist_vokabelaudio']))) continue;
          const adresse = zeile[feld];
          if (typeof adresse !== 'string' || !istExtern(adresse)) continue;
          const neu = await kopie(adresse.trim());
          await this.dataSource
            .createQueryBuilder()
            .update('unterrichtsmodulteil')
            .set({ [feld]: neu })
            .where('id = :id', { id })
            .andWhere(`${this.dataSource.driver.escape(feld)} = :adresse`, { adresse })
            .execute();
          zaehlen(neu);
        }
      }
    }
  }

  /** Exam questions keep a JSON snapshot of their card (pruefungsteil.karte): the same fields. */
  private async schnappschuesseUmstellen(
    kopie: (adresse: string) => Promise<string | null>,
    zaehlen: (neu: string | null) => void,
  ): Promise<void> {
    for (let nachId = 0; ;) {
      const zeilen: { id: number; karte: string }[] = await this.dataSource
        .createQueryBuilder()
        .select(['p.id AS id', 'p.karte AS karte'])
        .from('pruefungsteil', 'p')
        .where('p.id > :nachId', { nachId })
        .andWhere("p.karte LIKE '%http%'")
        .orderBy('p.id', 'ASC')
        .limit(PORTION)
        .getRawMany();
      if (zeilen.length === 0) return;
      for (const zeile of zeilen) {
        nachId = Number(zeile.id);
        const karte = JSON.parse(zeile.karte) as Record<string, unknown>;
        let geaendert = false;
        for (const feld of BILD_FELDER) {
          if (feld === 'frage_videobild_url' && karte['ist_vokabelaudio']) continue;
          const adresse = karte[feld];
          if (typeof adresse !== 'string' || !istExtern(adresse)) continue;
          const neu = await kopie(adresse.trim());
          karte[feld] = neu ?? '';
          zaehlen(neu);
          geaendert = true;
        }
        if (!geaendert) continue;
        await this.dataSource
          .createQueryBuilder()
          .update('pruefungsteil')
          .set({ karte: JSON.stringify(karte) })
          .where('id = :id', { id: nachId })
          .andWhere('karte = :alt', { alt: zeile.karte })
          .execute();
      }
    }
  }

  /** The own path of a copy, or null when the image cannot be copied (a German reason is logged). */
  private async kopieVon(adresse: string): Promise<string | null> {
    for (let versuch = 1; ; versuch += 1) {
      try {
        return await this.externeBilder.uebernehmen(adresse);
      } catch (error: unknown) {
        // Our own failures (database, disk) are no verdict on the image: the run ends, the next start retries.
        if (!(error instanceof ApiException)) throw error;
        if (versuch === 1 && VORUEBERGEHEND.has(error.textKey)) {
          await new Promise((resolve) => setTimeout(resolve, this.wiederholungMs));
          continue;
        }
        this.logger.warn(`Nicht kopierbar (${error.textKey}): ${hostVon(adresse)}`);
        return null;
      }
    }
  }
}
