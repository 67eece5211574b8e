import { PassThrough } from 'node:stream';
import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DatenschutzAngaben } from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { MERKEN_LIFETIME_MS, SESSION_LIFETIME_MS } from '../auth/session-cookies';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { DEVICE_LIFETIME_MS } from '../rate-limit/login/device-cookie';
import { sammleDaten } from './datensammlung';
import { exportZip } from './export-zip';
import { uploadsDerKarten } from './export-uploads';
import { type ExportZiel, pruefeExportZugriff } from './export-zugriff';
import { loescheBenutzer } from './loeschung';
import { transaktion } from '../database/transaktion';

const STUNDE_MS = 60 * 60 * 1000;

/**
 * The one core service of issue 16 (like Moodle's privacy manager): export and deletion of a
 * person's data across every domain, driven by the privacy map, and the operator's legal data.
 */
@Injectable()
export class DatenschutzService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
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
      },
    };
  }

  /** Art. 15/20: the ZIP of `benutzerId`'s data, if `user` may have it (pruefeExportZugriff). */
  async export(user: AuthUser, benutzerId: number, jetzt = new Date()): Promise<StreamableFile> {
    const ziel = pruefeExportZugriff(user, await this.exportZiel(benutzerId));
    // One snapshot: the rows of all tables are read in one transaction.
    const sammlung = await transaktion(this.dataSource, (manager) => sammleDaten(manager, ziel.id));
    const uploads = await uploadsDerKarten(sammlung.get('unterrichtsmodulteil') ?? [], this.config.dataDir);
    const zip = exportZip(sammlung, ziel.id, jetzt, uploads).outputStream.pipe(new PassThrough());
    return new StreamableFile(zip, {
      type: 'application/zip',
      disposition: `attachment; filename="lernstapel-daten-${ziel.id}-${jetzt.toISOString().slice(0, 10)}.zip"`,
    });
  }

  /** Art. 17 for these users, inside the caller's transaction (see loeschung.ts). */
  loescheBenutzer(manager: EntityManager, benutzerIds: readonly number[]): Promise<void> {
    return loescheBenutzer(manager, benutzerIds);
  }

  /** 01 §6: a school with all its users through the map, then the school row; false if there is none. */
  async loescheSchule(manager: EntityManager, schuleId: number): Promise<boolean> {
    const nutzer: { id: number }[] = await manager
      .createQueryBuilder()
      .select('b.id', 'id')
      .from('benutzer', 'b')
      .where('b.schule_id = :schuleId', { schuleId })
      .getRawMany();
    await loescheBenutzer(
      manager,
      nutzer.map((row) => Number(row.id)),
    );
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from('schule')
      .where('id = :schuleId', { schuleId })
      .execute();
    return (result.affected ?? 0) > 0;
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
