import { getMetadataStorage } from 'class-validator';
import { openApiDocument } from '../bootstrap/openapi';
import type { TestApp } from './create-test-app';

export const STATE_CHANGING = ['post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof STATE_CHANGING)[number];

export interface Route {
  method: Method;
  /** OpenAPI form: /api/schulen/delete/{id} */
  path: string;
  /** The body DTO's fields (class-validator metadata), so some cases get past the shape check. */
  fields: string[];
}

/** 'POST /api/schulen/delete/{id}': how the route tables name a route. */
export const routeName = (route: Pick<Route, 'method' | 'path'>): string =>
  `${route.method.toUpperCase()} ${route.path}`;

/** Every field name any DTO validates, by DTO class name. */
function dtoFields(): Map<string, string[]> {
  const storage = getMetadataStorage() as unknown as {
    validationMetadatas: Map<{ name: string }, { propertyName: string }[]>;
  };
  const fields = new Map<string, string[]>();
  for (const [target, metadatas] of storage.validationMetadatas) {
    fields.set(target.name, [...new Set(metadatas.map((metadata) => metadata.propertyName))]);
  }
  return fields;
}

/** The app's own route list (OpenAPI document of the running app): new routes join by themselves. */
export function stateChangingRoutes(testApp: TestApp): Route[] {
  const fields = dtoFields();
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(openApiDocument(testApp.app).paths)) {
    for (const method of STATE_CHANGING) {
      const operation = item[method];
      if (!operation) continue;
      const ref = (operation.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> })
        ?.content?.['application/json']?.schema?.$ref;
      const dto = ref?.split('/').pop() ?? '';
      routes.push({ method, path, fields: fields.get(dto) ?? [] });
    }
  }
  return routes;
}
