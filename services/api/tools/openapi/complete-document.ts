import type { OpenAPIObject } from '@nestjs/swagger';
import type { Schema } from './response-schemas';

const API_PREFIX = '/api';

type Operation = {
  operationId?: string;
  responses?: Record<string, { description?: string; content?: unknown }>;
};

/**
 * The app's document plus what Nest cannot see at run time: each operation's success response gets the
 * schema of its controller's return type, and the contract types it or a request DTO references join
 * the components.
 */
export function completeDocument(
  document: OpenAPIObject,
  contracts: Record<string, Schema>,
  responses: Map<string, Schema | null>,
): OpenAPIObject {
  const used = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Operation[]) {
      if (!operation?.operationId || !responses.has(operation.operationId)) continue;
      const schema = responses.get(operation.operationId) ?? null;
      operation.responses ??= {};
      const status = Object.keys(operation.responses).find((code) => code.startsWith('2')) ?? '200';
      const response = (operation.responses[status] ??= { description: '' });
      if (schema === null) continue;
      const binary = schema['format'] === 'binary';
      response.content = { [binary ? 'application/octet-stream' : 'application/json']: { schema } };
      collectReferences(schema, contracts, used);
    }
  }
  // The request DTOs may name a contract type too (`@ApiProperty({ $ref })` where the DTO's own type is looser).
  collectReferences(document.components?.schemas, contracts, used);
  const schemas = { ...document.components?.schemas };
  for (const name of [...used].sort()) schemas[name] = contracts[name] as never;
  return {
    ...document,
    // The client's base URL is /api (libs/api-client base-api.ts): paths are relative to it.
    servers: [{ url: API_PREFIX }],
    paths: Object.fromEntries(
      Object.entries(document.paths).map(([path, item]) => [
        path.replace(new RegExp(`^${API_PREFIX}`), ''),
        item,
      ]),
    ),
    components: { ...document.components, schemas },
  };
}

function collectReferences(value: unknown, contracts: Record<string, Schema>, used: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectReferences(item, contracts, used);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string') {
      const name = decodeURIComponent(inner.replace('#/components/schemas/', ''));
      if (used.has(name) || !contracts[name]) continue;
      used.add(name);
      collectReferences(contracts[name], contracts, used);
    } else collectReferences(inner, contracts, used);
  }
}
