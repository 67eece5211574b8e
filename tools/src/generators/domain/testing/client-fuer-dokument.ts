// Run by the generator's spec in a Node process of its own (`node -r @swc-node/register`): the client
// generator formats with prettier, which cannot load inside jest. Prints the generated file of the tag.
// eslint-disable-next-line @nx/enforce-module-boundaries -- the API's real client generator, which `npm run openapi` runs after the generator
import { generatedClients } from '../../../../../services/api/tools/openapi/client-codegen';
import { readFileSync } from 'node:fs';

const [datei, tag] = process.argv.slice(2);
if (!datei || !tag) throw new Error('usage: client-fuer-dokument <openapi.json> <tag>');
void generatedClients(datei, JSON.parse(readFileSync(datei, 'utf-8'))).then((clients) => {
  process.stdout.write(clients.get(`${tag}.ts`) ?? '');
});
