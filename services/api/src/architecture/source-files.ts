import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** services/api/src */
export const SRC = join(__dirname, '..');

/** Every .ts file under src as a path relative to src with '/' separators, sorted. */
export function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.push(relative(SRC, path).split(sep).join('/'));
    }
  };
  walk(SRC);
  return files.sort();
}

/** The folder of a file relative to src ('benutzer/konto' for 'benutzer/konto/konto.controller.ts'). */
export function folderOf(file: string): string {
  return file.split('/').slice(0, -1).join('/');
}
