import { PassThrough } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleInit, StreamableFile } from '@nestjs/common';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import type { DatenexportEintrag, DatenschutzAngaben } from '@lernstapel/contracts';
import { datenexporteFuer } from './datenexporte';
import type { AuthUser } from '../identitaet/auth-user';
import { MERKEN_LIFETIME_MS, SESSION_LIFETIME_MS } from '../identitaet/session-cookies';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { DEVICE_LIFETIME_MS } from '../rate-limit/login/device-cookie';
import { DatenschutzKarte } from './datenschutz-karte.service';
import { sammleDaten } from './datensammlung';
import { exportZip } from './export-zip';
import { uploadsDerKarten } from './export-uploads';
import { type ExportZiel, exportUmfang, pruefeExportZugriff } from './export-zugriff';
import { aufLehrersicht, sichtbarFuer } from './export-lehrersicht';
import { exportVermerken } from './export-vermerk';
import { sammleLesbar } from './export-lesbar';
import { loeschsperre, loeschsperreFreigeben } from './loeschsperre';
import { loescheBenutzer } from './loeschung';
import { transaktion } from '../database/transaktion';
import type { Nachlauf } from './nachlauf';
import { nachlaufAusfuehren } from './nachlauf-ausfuehren';

const STUNDE_MS = 60 * 60 * 1000;
/** Where a transaction's pending deletion files wait for its commit (QueryRunner.data). */
const NACHLAUF = 'datenschutzNachlauf';

/**
 * The one core service of issue 16 (like Moodle's privacy manager): export and deletion of a
 * person's data across every domain, driven by the privacy map, and the operator's legal data.
 */
@Injectable()
export class DatenschutzService implements OnModuleInit {
  private readonly logger = new Logger('Datenschutz');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly karte: DatenschutzKarte,
  ) {}

  /** What the legal notice and the privacy text render: the operator and the retention periods. */
  angaben(): DatenschutzAngaben {
    return {
      betreiber: this.config.betreiber,
      aufbewahrung: {
        aktivitaetenTage: this.config.activityRetentionDays,
        sitzungStunden: SESSION_LIFETIME_MS / STUNDE_MS,
        gespeicherteAnmeldungTage: MERKEN_LIFETIME_MS / (24 * STUNDE_MS),
        geraetTage: DEVICE_LIFETIME_MS / (24 * STUNDE_MS),
        mailTage: this.config.mailRetentionDays,
      },
    };
  }

  /** Art. 15/20: the ZIP of `benutzerId`'s data, if `user` may have it (pruefeExportZugriff). */
  async export(user: AuthUser, benutzerId: number, jetzt = new Date()): Promise<StreamableFile> {
    const ziel = pruefeExportZugriff(user, await this.exportZiel(benutzerId));
    const umfang = exportUmfang(user, ziel);
    // One snapshot: the rows of all tables are read, and the export recorded, in one transaction.
    const { sammlung, lesbar } = await transaktion(this.dataSource, async (manager) => {
      const alle = await sammleDaten(manager, ziel.id, this.karte.tabellen);
      if (umfang !== null) await exportVermerken(manager, user, ziel, umfang, jetzt);
      const gezeigt =
        umfang === 'lehrersicht' ? aufLehrersicht(alle, await sichtbarFuer(manager, user, alle)) : alle;
      return { sammlung: gezeigt, lesbar: await sammleLesbar(manager, gezeigt) };
    });
    const uploads = await uploadsDerKarten(
      sammlung.get('unterrichtsmodulteil') ?? [],
      this.config.dataDir,
      this.karte.uploadSpalten,
    );
    const zip = exportZip(sammlung, ziel.id, jetzt, {
      art: umfang ?? 'selbst',
      lesbar,
      aufbewahrung: this.angaben().aufbewahrung,
      uploads,
      karte: this.karte.tabellen,
    }).outputStream.pipe(new PassThrough());
    return new StreamableFile(zip, {
      type: 'application/zip',
      disposition: `attachment; filename="lernstapel-daten-${ziel.id}-${jetzt.toISOString().slice(0, 10)}.zip"`,
    });
  }

  /** Issue 29 §2: the recorded exports of other people's data, for the school's administrators. */
  datenexporte(user: AuthUser): Promise<DatenexportEintrag[]> {
    return datenexporteFuer(this.dataSource, user);
  }

  /** The files of a deletion are handled once its transaction has committed (nachlaufAusfuehren). */
  onModuleInit(): void {
    this.dataSource.subscribers.push({
      afterTransactionRollback: ({ queryRunner }) => this.sperreFreigeben(queryRunner),
      afterTransactionCommit: async ({ queryRunner }) => {
        if (queryRunner.isTransactionActive) return;
        await this.sperreFreigeben(queryRunner);
        const nachlauf = queryRunner.data[NACHLAUF] as Nachlauf | undefined;
        if (!nachlauf) return;
        delete queryRunner.data[NACHLAUF];
        await this.nachlauf(nachlauf);
      },
    });
  }

  /** Deletions take turns (loeschsperre.ts); a caller that first reads whom to delete takes the turn first. */
  sperreLoeschungen(manager: EntityManager): Promise<void> {
    return loeschsperre(manager);
  }

  private async sperreFreigeben(queryRunner: QueryRunner): Promise<void> {
    try {
      await loeschsperreFreigeben(queryRunner);
    } catch (error: unknown) {
      this.logger.error(`Löschsperre: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Art. 17 for these users, inside the caller's transaction (see loeschung.ts). */
  async loescheBenutzer(manager: EntityManager, benutzerIds: readonly number[]): Promise<void> {
    await loeschsperre(manager);
    const nachlauf = await loescheBenutzer(manager, benutzerIds, this.karte);
    const queryRunner = manager.queryRunner;
    if (!queryRunner?.isTransactionActive) return this.nachlauf(nachlauf);
    const bisher = queryRunner.data[NACHLAUF] as Nachlauf | undefined;
    queryRunner.data[NACHLAUF] = bisher
      ? {
          mailDateien: [...bisher.mailDateien, ...nachlauf.mailDateien],
          mailsNeu: [...bisher.mailsNeu, ...nachlauf.mailsNeu],
          uploads: [...bisher.uploads, ...nachlauf.uploads],
        }
      : nachlauf;
  }

  /** A failure here must not turn a committed deletion into an error: logged, the retention job follows up. */
  private async nachlauf(nachlauf: Nachlauf): Promise<void> {
    try {
      await nachlaufAusfuehren(this.dataSource, nachlauf, this.config.dataDir, this.config.mailFrom);
    } catch (error: unknown) {
      this.logger.error(
        `Dateien nach dem Löschen: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** 01 §6: a school with all its users through the map, then the school row; false if there is none. */
  async loescheSchule(manager: EntityManager, schuleId: number): Promise<boolean> {
    await loeschsperre(manager);
    const nutzer: { id: number }[] = await manager
      .createQueryBuilder()
      .select('b.id', 'id')
      .from('benutzer', 'b')
      .where('b.schule_id = :schuleId', { schuleId })
      .getRawMany();
    const vorhanden = await manager
      .createQueryBuilder()
      .select('s.id', 'id')
      .from('schule', 's')
      .where('s.id = :schuleId', { schuleId })
      .getRawOne();
    if (!vorhanden) return false;
    await this.loescheBenutzer(
      manager,
      nutzer.map((row) => Number(row.id)),
    );
    // The school may be gone already (registered by one of its users, privacy map 'zeileOhneAndere').
    await manager
      .createQueryBuilder()
      .delete()
      .from('schule')
      .where('id = :schuleId', { schuleId })
      .execute();
    return true;
  }

  private async exportZiel(benutzerId: number): Promise<ExportZiel | null> {
    const row: Record<string, unknown> | undefined = await this.dataSource
      .createQueryBuilder()
      .select([
        'b.id AS id',
        'b.ist_schueler AS ist_schueler',
        'b.klassen_code AS klassen_code',
        'b.schule_id AS schule_id',
      ])
      .from('benutzer', 'b')
      .where('b.id = :benutzerId', { benutzerId })
      .getRawOne();
    if (!row) return null;
    return {
      id: Number(row['id']),
      ist_schueler: Boolean(Number(row['ist_schueler'])),
      klassen_code: typeof row['klassen_code'] === 'string' ? row['klassen_code'] : null,
      schule_id: row['schule_id'] === null ? null : Number(row['schule_id']),
    };
  }
}
