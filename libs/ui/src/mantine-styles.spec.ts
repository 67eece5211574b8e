import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// Which of Mantine's per-component stylesheets the re-exported components need: every Mantine
// module a component imports is followed, the class names of its CSS modules collected, and each
// stylesheet that styles one of them is required.
// Its package.json is not exported, so the folder is found from the workspace's node_modules.
const MANTINE = join(__dirname, '..', '..', '..', 'node_modules', '@mantine', 'core');
const ESM = join(MANTINE, 'esm');
const STYLES = join(MANTINE, 'styles');

/** The Mantine components this library imports or re-exports, in any of its source files. */
function mantineComponentsOfThisLibrary(folder = __dirname): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return mantineComponentsOfThisLibrary(path);
    if (!/\.tsx?$/.test(entry.name) || entry.name.includes('.spec.')) return [];
    const source = readFileSync(path, 'utf8');
    return [...source.matchAll(/(?:import|export) \{([^}]*)\} from '@mantine\/core'/g)].flatMap(
      ([, list = '']) =>
        list
          .split(',')
          .map((name) => name.trim())
          .filter((name) => /^[A-Z]/.test(name)),
    );
  });
}

function moduleFileOf(component: string, folder = ESM): string | undefined {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isFile() && entry.name === `${component}.mjs`) return path;
    if (entry.isDirectory()) {
      const found = moduleFileOf(component, path);
      if (found) return found;
    }
  }
  return undefined;
}

function classNamesUsedBy(files: string[]): Set<string> {
  const classes = new Set<string>();
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    if (file.endsWith('.module.mjs'))
      for (const [, name = ''] of source.matchAll(/"(m_[0-9a-f]+)"/g)) classes.add(name);
    for (const [, specifier = ''] of source.matchAll(/from\s+"(\.[^"]+)"/g))
      queue.push(resolve(dirname(file), specifier));
  }
  return classes;
}

/** The stylesheets imported by `file`, by default the ones every page loads. */
function importedStylesheets(file = 'mantine-styles.ts'): string[] {
  const source = readFileSync(join(__dirname, file), 'utf8');
  return [...source.matchAll(/import '@mantine\/core\/styles\/([^']+)';/g)].map(([, name = '']) => name);
}

describe('Mantine stylesheets', () => {
  it('imports the stylesheet of every re-exported component and of the components it is built from', () => {
    const modules = [...new Set(mantineComponentsOfThisLibrary())].map((component) => {
      const file = moduleFileOf(component);
      if (!file) throw new Error(`no Mantine module for ${component}`);
      return file;
    });
    const classes = classNamesUsedBy(modules);
    const needed = readdirSync(STYLES)
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .filter((file) =>
        [...readFileSync(join(STYLES, file), 'utf8').matchAll(/\.(m_[0-9a-f]+)\b/g)].some(([, name = '']) =>
          classes.has(name),
        ),
      );
    expect(needed.length).toBeGreaterThan(20);
    // The lazily loaded components bring theirs (heavy-parts.ts, dropdown-parts.ts), the rest come with every page.
    expect([
      ...importedStylesheets(),
      ...importedStylesheets('heavy-parts.ts'),
      ...importedStylesheets('dropdown-parts.ts'),
    ]).toEqual(expect.arrayContaining(needed));
  });

  it('starts with the baseline, the CSS variables and the global styles, and imports nothing twice', () => {
    const imported = importedStylesheets();
    expect(imported.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
    expect(new Set(imported).size).toBe(imported.length);
  });
});
