// `npm run backup [-- --out <folder>]` and `npm run restore -- <archive>` (issue 26 §3), with the same
// DATABASE_URL and DATA_DIR as the portal. See the README's "Backups" section.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readApiConfig } from '../config/api-config';
import { createBackup, restoreBackup } from './backup';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string', default: 'backups' } },
  });
  const [command, archive] = positionals;
  const config = readApiConfig();
  if (command === 'backup') {
    const { archive: written, manifest } = await createBackup(config, resolve(values.out));
    console.log(
      `${written}: ${manifest.datenbank} database and ${Object.keys(manifest.dateien).length} files`,
    );
    return;
  }
  if (command === 'restore' && archive) {
    const manifest = await restoreBackup(resolve(archive), config);
    console.log(
      `Restored the backup of ${manifest.erstellt} (version ${manifest.version}): ${manifest.datenbank} database and ${Object.keys(manifest.dateien).length} files checked`,
    );
    return;
  }
  throw new Error('Usage: npm run backup [-- --out <folder>] | npm run restore -- <archive.tar.gz>');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
