import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';

const eintraege = {
  description: '',
  content: {
    'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/LesezeichenDto' } } },
  },
};

/**
 * What the API's document says of the generated `lesezeichen` domain: its controller's two routes
 * (operation ids `Lesezeichen_mine`, `Lesezeichen_anlegen`, tag `lesezeichen`) and the schemas of its
 * contracts, as `npm run openapi` reads them from the running API.
 */
const LESEZEICHEN_DOKUMENT: OpenAPIObject = {
  openapi: '3.0.0',
  info: { title: 'Lernstapel API', version: '0.0.0' },
  paths: {
    '/lesezeichen': {
      get: { operationId: 'Lesezeichen_mine', tags: ['lesezeichen'], responses: { '200': eintraege } },
      post: {
        operationId: 'Lesezeichen_anlegen',
        tags: ['lesezeichen'],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/LesezeichenAnlegenDto' } } },
        },
        responses: { '200': eintraege },
      },
    },
  },
  components: {
    schemas: {
      LesezeichenDto: {
        type: 'object',
        properties: { id: { type: 'number' }, bezeichnung: { type: 'string' } },
        required: ['id', 'bezeichnung'],
      },
      LesezeichenAnlegenDto: {
        type: 'object',
        properties: { bezeichnung: { type: 'string', maxLength: 255 } },
        required: ['bezeichnung'],
      },
    },
  },
};

/** The client generator reads the document from a file. */
export function dokumentDatei(): string {
  const datei = join(mkdtempSync(join(tmpdir(), 'lesezeichen-')), 'openapi.json');
  writeFileSync(datei, JSON.stringify(LESEZEICHEN_DOKUMENT));
  return datei;
}
