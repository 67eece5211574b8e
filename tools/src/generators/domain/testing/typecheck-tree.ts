import { dirname, join, resolve } from 'node:path';
import type { Tree } from '@nx/devkit';
import * as ts from 'typescript';

/**
 * The type errors of a generator's output, checked where it would land: a TypeScript program of the
 * project `tsconfig` (relative to the tree's root) reads the tree's changed files instead of the disk,
 * so nothing is written and the real workspace supplies every import. Only the changed files of the
 * project (and the libraries they are in) are checked; the rest of the program is their context.
 */
export function typeFehler(tree: Tree, tsconfig: string, geprueft: (pfad: string) => boolean): string[] {
  const root = tree.root;
  const ueberlagert = new Map<string, string | null>();
  for (const change of tree.listChanges()) {
    ueberlagert.set(
      resolve(root, change.path),
      change.type === 'DELETE' ? null : (change.content?.toString('utf-8') ?? null),
    );
  }
  const neueOrdner = new Set(
    [...ueberlagert.keys()].flatMap((datei) => {
      const ordner: string[] = [];
      for (let dir = dirname(datei); dir.startsWith(root) && dir !== root; dir = dirname(dir))
        ordner.push(dir);
      return ordner;
    }),
  );

  const configPfad = join(root, tsconfig);
  const config = ts.getParsedCommandLineOfConfigFile(
    configPfad,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`${tsconfig} nicht lesbar`);

  const host = ts.createCompilerHost(config.options);
  const lesen = host.readFile.bind(host);
  const gibt = host.fileExists.bind(host);
  const ordnerGibt = host.directoryExists?.bind(host);
  host.readFile = (datei) => (ueberlagert.has(datei) ? (ueberlagert.get(datei) ?? undefined) : lesen(datei));
  host.fileExists = (datei) => (ueberlagert.has(datei) ? ueberlagert.get(datei) !== null : gibt(datei));
  host.directoryExists = (ordner) =>
    neueOrdner.has(ordner) || (ordnerGibt?.(ordner) ?? ts.sys.directoryExists(ordner));
  host.getSourceFile = (datei, sprache) => {
    const text = host.readFile(datei);
    return text === undefined ? undefined : ts.createSourceFile(datei, text, sprache, true);
  };

  const projekt = dirname(configPfad);
  const zuPruefen = [...ueberlagert.entries()]
    .filter(
      ([datei, text]) => text !== null && /\.tsx?$/.test(datei) && geprueft(datei.slice(root.length + 1)),
    )
    .map(([datei]) => datei);
  const neuImProjekt = zuPruefen.filter((datei) => datei.startsWith(`${projekt}/`));
  const program = ts.createProgram({
    rootNames: [...new Set([...config.fileNames, ...neuImProjekt])],
    options: config.options,
    host,
  });
  const diagnosen = zuPruefen.flatMap((datei) => {
    const quelle = program.getSourceFile(datei);
    if (!quelle) return [`${datei}: nicht im Programm von ${tsconfig}`];
    return [...program.getSyntacticDiagnostics(quelle), ...program.getSemanticDiagnostics(quelle)].map((d) =>
      ts.formatDiagnostic(d, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => root,
        getNewLine: () => '\n',
      }),
    );
  });
  return diagnosen;
}
