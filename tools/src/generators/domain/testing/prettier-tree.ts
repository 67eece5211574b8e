import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Tree } from '@nx/devkit';

/**
 * Formats the tree's changed files as `nx g` does after a generator (formatFiles). Inside jest,
 * prettier 3 (ES modules) cannot load and formatFiles leaves the files as they are, so a plain Node
 * process formats them.
 */
const SKRIPT = `
const prettier = require('prettier');
let eingabe = '';
process.stdin.on('data', (teil) => (eingabe += teil));
process.stdin.on('end', async () => {
  const dateien = JSON.parse(eingabe);
  const aus = {};
  for (const [pfad, text] of Object.entries(dateien)) {
    const optionen = { ...(await prettier.resolveConfig(pfad)), filepath: pfad };
    aus[pfad] = await prettier.format(text, optionen);
  }
  process.stdout.write(JSON.stringify(aus));
});`;

export function prettierTree(tree: Tree): void {
  const dateien = Object.fromEntries(
    tree
      .listChanges()
      .filter((change) => change.type !== 'DELETE' && change.content !== null)
      .map((change) => [join(tree.root, change.path), change.content?.toString('utf-8') ?? '']),
  );
  const lauf = spawnSync(process.execPath, ['-e', SKRIPT], {
    cwd: tree.root,
    input: JSON.stringify(dateien),
    encoding: 'utf-8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (lauf.status !== 0) throw new Error(`prettier: ${lauf.stderr}`);
  for (const [pfad, text] of Object.entries(JSON.parse(lauf.stdout) as Record<string, string>)) {
    tree.write(pfad.slice(tree.root.length + 1), text);
  }
}
