import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { ApiConfig } from '../config/api-config';
import { dataSourceOptions } from '../database/data-source-options';
import { rootPackageVersion } from '../hello/server-version';
import { copyDatabase, databaseIsEmpty, loadDatabase, type DatabaseLocation } from './database-copy';

const run = promisify(execFile);

/** Inside the archive: the database copy, DATA_DIR's files, and what was packed. */
const SQLITE_COPY = 'datenbank.sqlite';
const MYSQL_DUMP = 'datenbank.sql';
const FILES_FOLDER = 'daten';
const MANIFEST = 'manifest.json';

export interface BackupManifest {
  format: 1;
  erstellt: string;
  version: string;
  datenbank: 'sqlite' | 'mysql';
  /** Every file of DATA_DIR (uploads, pronunciation cache, outbox …) by path → SHA-256. */
  dateien: Record<string, string>;
}

export function databaseLocation(config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>): DatabaseLocation {
  const options = dataSourceOptions({ DATABASE_URL: config.databaseUrl, DATA_DIR: config.dataDir });
  if (options.type === 'mysql') return { kind: 'mysql', url: new URL(options.url ?? '') };
  const file = String(options.database);
  if (file === ':memory:') throw new Error('An in-memory database cannot be backed up or restored');
  return { kind: 'sqlite', file };
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** Every file below `folder` (absolute paths) but those `skip` names, sorted. */
function filesBelow(folder: string, skip: (path: string) => boolean = () => false): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !skip(path))
    .sort();
}

/** Path relative to `folder` → SHA-256, for every file below it but those `skip` names. */
export function fileHashes(folder: string, skip?: (path: string) => boolean): Record<string, string> {
  return Object.fromEntries(filesBelow(folder, skip).map((path) => [relative(folder, path), sha256(path)]));
}

/** The live SQLite file and its journals travel as the database copy, not as files. */
function isLiveDatabaseFile(file: string, location: DatabaseLocation): boolean {
  return location.kind === 'sqlite' && file.startsWith(location.file);
}

/**
 * Issue 26 §3: one archive `lernstapel-backup-<time>.tar.gz` in `outDir` (0600, it holds every login
 * code): a consistent copy of the database taken while the portal runs, and every file of DATA_DIR.
 */
export async function createBackup(
  config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>,
  outDir: string,
  now = new Date(),
): Promise<{ archive: string; manifest: BackupManifest }> {
  const location = databaseLocation(config);
  const staging = mkdtempSync(join(tmpdir(), 'lernstapel-backup-'));
  try {
    const copy = join(staging, location.kind === 'sqlite' ? SQLITE_COPY : MYSQL_DUMP);
    await copyDatabase(location, copy);
    chmodSync(copy, 0o600);
    const files = join(staging, FILES_FOLDER);
    mkdirSync(files, { mode: 0o700 });
    if (existsSync(config.dataDir)) {
      cpSync(config.dataDir, files, {
        recursive: true,
        filter: (source) => !isLiveDatabaseFile(source, location) && !source.startsWith(outDir),
      });
    }
    const manifest: BackupManifest = {
      format: 1,
      erstellt: now.toISOString(),
      version: rootPackageVersion(),
      datenbank: location.kind,
      dateien: fileHashes(files),
    };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    mkdirSync(outDir, { recursive: true, mode: 0o700 });
    const archive = join(outDir, `lernstapel-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    await run('tar', ['-czf', archive, '-C', staging, '.']);
    chmodSync(archive, 0o600);
    return { archive, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores an archive of createBackup into a fresh database and an empty DATA_DIR (never over data in
 * use), after checking every file against the manifest; the portal's migrations then run as usual.
 */
export async function restoreBackup(
  archive: string,
  config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>,
): Promise<BackupManifest> {
  const location = databaseLocation(config);
  if (!(await databaseIsEmpty(location))) {
    throw new Error('The target database already has tables: restore into a fresh, empty database');
  }
  const isDatabase = (path: string) => isLiveDatabaseFile(path, location);
  const [present] = filesBelow(config.dataDir, isDatabase);
  if (present) {
    throw new Error(`DATA_DIR ${config.dataDir} is not empty (${present} …): restore into an empty folder`);
  }
  const staging = mkdtempSync(join(tmpdir(), 'lernstapel-restore-'));
  try {
    await run('tar', ['-xzf', archive, '-C', staging]);
    const manifest = JSON.parse(readFileSync(join(staging, MANIFEST), 'utf8')) as BackupManifest;
    if (manifest.format !== 1 || manifest.datenbank !== location.kind) {
      throw new Error(
        `${basename(archive)} holds a ${manifest.datenbank} database; DATABASE_URL points at ${location.kind}`,
      );
    }
    const files = join(staging, FILES_FOLDER);
    assertSameFiles(fileHashes(files), manifest.dateien, `${basename(archive)} is damaged`);
    await loadDatabase(join(staging, location.kind === 'sqlite' ? SQLITE_COPY : MYSQL_DUMP), location);
    if (location.kind === 'sqlite') chmodSync(location.file, 0o600);
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    cpSync(files, config.dataDir, { recursive: true });
    assertSameFiles(
      fileHashes(config.dataDir, isDatabase),
      manifest.dateien,
      'The restored files differ from the backup',
    );
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function assertSameFiles(
  actual: Record<string, string>,
  expected: Record<string, string>,
  message: string,
): void {
  const names = new Set([...Object.keys(actual), ...Object.keys(expected)]);
  const differing = [...names].filter((file) => actual[file] !== expected[file]);
  if (differing.length > 0) throw new Error(`${message}: ${differing.slice(0, 5).join(', ')}`);
}
