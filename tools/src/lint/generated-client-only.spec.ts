import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../..');
/** An app file the rule covers (lintText takes its path for the config and the TypeScript project). */
const APP_FILE = 'apps/shell/src/konto/konto-api.ts';

/**
 * The workspace's real ESLint config on source text, in one Node process (ESLint loads its config as an
 * ES module, which jest's module system does not run): the messages of no-restricted-syntax per fixture.
 */
function restrictedSyntax(fixtures: Record<string, { code: string; filePath: string }>) {
  const script = `
    import { ESLint } from 'eslint';
    const fixtures = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = {};
    for (const [name, { code, filePath }] of Object.entries(fixtures)) {
      const [result] = await eslint.lintText(code, { filePath });
      out[name] = result.messages.filter((m) => m.ruleId === 'no-restricted-syntax' || m.fatal).map((m) => m.message);
    }
    console.log(JSON.stringify(out));`;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(fixtures)],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NX_DAEMON: 'false' },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return JSON.parse(output.trim().split('\n').pop() ?? '{}') as Record<string, string[]>;
}

const HAND_WRITTEN = `
import { baseApi } from '@lernstapel/api-client';
export const kontoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    kontoAendern: build.mutation<void, { name: string }>({
      query: (body) => ({ url: 'benutzer/konto', method: 'PATCH', body }),
    }),
    getSession: build.query<void, void>({ query: () => 'session' }),
    getGruppe: build.query<void, number>({ query: (id) => \`schuelergruppen/\${id}\` }),
  }),
});
`;

const GENERATED = `
import { shellBenutzerApi } from '@lernstapel/api-client/endpoints/benutzer';
export const { useKontoRenameMutation: useKontoAendernMutation } = shellBenutzerApi.enhanceEndpoints({
  endpoints: { kontoRename: { invalidatesTags: [] } },
});
`;

describe('lint: the apps use the generated API client only (issue 24 §3)', () => {
  it('fails on injectEndpoints and on every API address typed into a query builder; passes generated code', () => {
    const messages = restrictedSyntax({
      handWritten: { code: HAND_WRITTEN, filePath: join(root, APP_FILE) },
      generated: { code: GENERATED, filePath: join(root, APP_FILE) },
      library: { code: HAND_WRITTEN, filePath: join(root, 'libs/api-client/src/lib/session-api.ts') },
    });
    expect(messages['handWritten']).toEqual([
      expect.stringContaining('Endpoints come from the generated client'),
      expect.stringContaining('No API address typed by hand'),
      expect.stringContaining('No API address typed by hand'),
      expect.stringContaining('No API address typed by hand'),
    ]);
    expect(messages['generated']).toEqual([]);
    // The library builds the generated client itself.
    expect(messages['library']).toEqual([]);
  });
});
