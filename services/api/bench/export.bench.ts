/**
 * Issue 16: the data export of a user with 10,000 cards must take under 5 s. Prints the time of
 * collecting the rows and streaming the ZIP (in-memory SQLite, or DATABASE_URL=mysql://… for MariaDB).
 * Run: npm run bench:export
 */
import 'reflect-metadata';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataSource } from 'typeorm';
import { createTestDataSource } from '../src/database/testing/test-database';
import { sammleDaten } from '../src/datenschutz/datensammlung';
import { DATENSCHUTZ_KARTE } from '../src/datenschutz/testing/datenschutz-karte';
import { exportZip } from '../src/datenschutz/export-zip';
import { sammleLesbar } from '../src/datenschutz/export-lesbar';

const KARTEN = 10_000;
const STAPEL = 50;
const ZIEL_MS = 5_000;

async function main(): Promise<void> {
  const database = await createTestDataSource();
  const dataSource = await new DataSource(database.options).initialize();
  try {
    const benutzerId = await befuellen(dataSource);
    const start = performance.now();
    const { sammlung, lesbar } = await dataSource.transaction(async (manager) => {
      const rows = await sammleDaten(manager, benutzerId, DATENSCHUTZ_KARTE);
      return { sammlung: rows, lesbar: await sammleLesbar(manager, rows) };
    });
    const gesammelt = performance.now();
    let bytes = 0;
    const zaehler = new Writable({
      write(teil: Buffer, _encoding, weiter) {
        bytes += teil.length;
        weiter();
      },
    });
    const aufbewahrung = {
      aktivitaetenTage: 365,
      sitzungStunden: 12,
      gespeicherteAnmeldungTage: 90,
      geraetTage: 365,
      mailTage: 30,
    };
    const zusatz = {
      art: 'selbst' as const,
      lesbar,
      aufbewahrung,
      uploads: new Map<string, Buffer>(),
      karte: DATENSCHUTZ_KARTE,
    };
    await pipeline(exportZip(sammlung, benutzerId, new Date(), zusatz).outputStream, zaehler);
    const fertig = performance.now();
    const gesamt = fertig - start;
    console.log(
      `export of ${KARTEN} cards in ${STAPEL} stacks (${dataSource.options.type}): ` +
        `rows ${Math.round(gesammelt - start)} ms, zip ${Math.round(fertig - gesammelt)} ms, ` +
        `total ${Math.round(gesamt)} ms, ${(bytes / 1024 / 1024).toFixed(1)} MiB (target < ${ZIEL_MS} ms)`,
    );
    if (gesamt >= ZIEL_MS) process.exitCode = 1;
  } finally {
    await dataSource.destroy();
    await database.dispose();
  }
}

/** A teacher with STAPEL stacks of KARTEN cards in all, inserted in batches. */
async function befuellen(dataSource: DataSource): Promise<number> {
  const benutzer = await dataSource
    .createQueryBuilder()
    .insert()
    .into('benutzer')
    .values({ benutzername: 'bench', namevoll: 'Bench Mark', anmeldecode: 'BENCHCODE42' })
    .execute();
  const benutzerId = Number(benutzer.identifiers[0]?.['id'] ?? benutzer.raw);
  for (let s = 0; s < STAPEL; s += 1) {
    const stapel = await dataSource
      .createQueryBuilder()
      .insert()
      .into('unterrichtsmodul')
      .values({ bezeichnung: `Stapel ${s + 1}`, eigentuemer_id: benutzerId })
      .execute();
    const stapelId = Number(stapel.identifiers[0]?.['id'] ?? stapel.raw);
    const karten = Array.from({ length: KARTEN / STAPEL }, (_, k) => ({
      unterrichtsmodule_id: stapelId,
      autor_id: benutzerId,
      frage: `Frage ${s}-${k}: Was bedeutet das Wort, das hier steht?`,
      antwort1: `Antwort ${s}-${k}`,
      antwort1_richtig: true,
    }));
    for (let i = 0; i < karten.length; i += 100) {
      await dataSource
        .createQueryBuilder()
        .insert()
        .into('unterrichtsmodulteil')
        .values(karten.slice(i, i + 100))
        .execute();
    }
  }
  return benutzerId;
}

void main();
