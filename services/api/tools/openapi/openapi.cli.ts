/**
 * Writes the API's OpenAPI document and the RTK Query client generated from it, or checks them (`--check`):
 *   1. services/api/src/bootstrap/openapi-metadata.ts: the request DTOs' properties (swagger plugin);
 *   2. libs/api-client/openapi.json: the document of the real app on in-memory SQLite, its responses
 *      typed by the controllers' return types (contracts);
 *   3. libs/api-client/src/generated/<tag>.ts: one endpoints file per OpenAPI tag (= API domain).
 * `npm run openapi` writes; the api project's lint target runs `--check`, which fails on any difference.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ReadonlyVisitor } from '@nestjs/swagger/plugin';
import prettier from 'prettier';
import { generatedClients, SINGLETON_DOMAINS, startAddressesFile } from './client-codegen';
import { pluginMetadataSource } from './plugin-metadata';
import { completeDocument } from './complete-document';
import { contractSchemas, controllerResponseSchemas } from './response-schemas';
import { operationId } from '../../src/bootstrap/openapi-operation-id';

const root = join(__dirname, '../../../..');
const paths = {
  tsconfig: join(root, 'services/api/tsconfig.json'),
  metadata: join(root, 'services/api/src/bootstrap/openapi-metadata.ts'),
  contracts: join(root, 'libs/contracts/src/*.ts'),
  contractsTsconfig: join(root, 'libs/contracts/tsconfig.json'),
  document: join(root, 'libs/api-client/openapi.json'),
  generated: join(root, 'libs/api-client/src/generated'),
  endpoints: join(root, 'libs/api-client/src/endpoints'),
};
const check = process.argv.includes('--check');
const differences: string[] = [];

async function format(file: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(text, { ...options, filepath: file });
}

function put(file: string, text: string): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (current === text) return;
  if (check) differences.push(relative(root, file));
  else writeFileSync(file, text);
}

/**
 * A domain inside the singleton imports baseApi relatively: bundled into a remote through an
 * endpoints/<domain>.ts file it would inject into a second, empty copy of baseApi.
 */
function checkSingletonDomains(): void {
  const bundled = SINGLETON_DOMAINS.filter((tag) => existsSync(join(paths.endpoints, `${tag}.ts`)));
  if (bundled.length > 0) {
    throw new Error(
      `These domains ship inside @lernstapel/api-client (client-codegen.ts INSIDE_THE_SINGLETON); use the hooks it exports, not endpoints/: ${bundled.join(', ')}`,
    );
  }
}

async function main(): Promise<void> {
  checkSingletonDomains();
  const program = ReadonlyVisitor.createTsProgram(paths.tsconfig);
  put(paths.metadata, await format(paths.metadata, pluginMetadataSource(program, paths.metadata)));
  if (differences.length > 0) return; // the app below would load the stale metadata

  const contracts = contractSchemas(paths.contracts, paths.contractsTsconfig);
  const responses = controllerResponseSchemas(program, new Set(Object.keys(contracts)), operationId);
  if (responses.untyped.length > 0) {
    throw new Error(
      `Return types without a schema (declare a contract type):\n${responses.untyped.join('\n')}`,
    );
  }
  // The document needs routes, not data: the app on in-memory SQLite, without Redis.
  delete process.env['DATABASE_URL'];
  delete process.env['REDIS_URL'];
  // Imported only now: the app loads the metadata file written above.
  const { createTestApp } = await import('../../src/testing/create-test-app');
  const { openApiDocument } = await import('../../src/bootstrap/openapi');
  const testApp = await createTestApp();
  try {
    const document = completeDocument(openApiDocument(testApp.app), contracts, responses.byOperation);
    put(paths.document, await format(paths.document, JSON.stringify(document)));
    const clients = await generatedClients(paths.document, document);
    clients.set('adressen.ts', startAddressesFile(document));
    mkdirSync(paths.generated, { recursive: true });
    for (const [fileName, source] of clients) {
      const file = join(paths.generated, fileName);
      put(file, await format(file, source));
    }
    for (const stale of readdirSync(paths.generated).filter((name) => !clients.has(name))) {
      if (check) differences.push(relative(root, join(paths.generated, stale)));
      else rmSync(join(paths.generated, stale));
    }
  } finally {
    await testApp.close();
  }
}

main().then(
  () => {
    if (differences.length === 0) return;
    console.error(
      `The generated API client is out of date (run npm run openapi and commit):\n  ${differences.join('\n  ')}`,
    );
    process.exit(1);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
