import request from 'supertest';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { sessionCookieFor, type TestApp } from '../testing/create-test-app';

/** The error key of a refusal whose row names no more specific one. */
export const FEHLER_JE_STATUS: Readonly<Record<number, string>> = {
  401: 'fehler.nichtAngemeldet',
  403: 'fehler.keineBerechtigung',
  404: 'fehler.nichtGefunden',
};

export interface AccessRow {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /** JSON, a CSV file's text, an image's or an Anki package's bytes. */
  body?: object | string | Buffer;
  cookie: string | null;
  status: number;
  /** An error key more specific than the one of `status`. */
  errorKey?: string;
}

/** The type a binary body is sent as: an Anki package (a ZIP) as application/zip, anything else as an image. */
export function binaerTyp(body: Buffer): string {
  return body.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1')) ? 'application/zip' : 'image/png';
}

/** Calls one row of an access table and checks its answer (expectAccessAnswer). */
export async function callAccessRow(testApp: TestApp, row: AccessRow): Promise<request.Response> {
  let pending = request(testApp.server)[row.method](row.path);
  if (row.cookie) pending = pending.set('Cookie', row.cookie);
  if (typeof row.body === 'string') pending = pending.set('Content-Type', 'text/csv');
  if (Buffer.isBuffer(row.body)) pending = pending.set('Content-Type', binaerTyp(row.body));
  const response = await (row.body === undefined ? pending : pending.send(row.body));

  expectAccessAnswer(response, row.status, row.errorKey);
  return response;
}

/** The answer has `status`; a refusal its error key and a German message from the catalogue. */
export function expectAccessAnswer(
  response: { status: number; body: { error?: string; message?: string } },
  status: number,
  errorKey = FEHLER_JE_STATUS[status],
): void {
  expect(response.status).toBe(status);
  if (errorKey) expect(response.body.error).toBe(errorKey);
  if (status >= 400) {
    expect(typeof response.body.message).toBe('string');
    expect(response.body.message?.length).toBeGreaterThan(0);
  }
}

/** Every row of `tabellen` in id order. */
function tabellenStand(
  testApp: TestApp,
  tabellen: readonly EntityTarget<ObjectLiteral>[],
): Promise<unknown[]> {
  return Promise.all(
    tabellen.map((tabelle) => testApp.dataSource.getRepository(tabelle).find({ order: { id: 'ASC' } })),
  );
}

/** callAccessRow, and a refused call leaves every row of `tabellen` as it was. */
export async function callAccessRowKeeping(
  testApp: TestApp,
  row: AccessRow,
  tabellen: readonly EntityTarget<ObjectLiteral>[],
): Promise<void> {
  const vorher = await tabellenStand(testApp, tabellen);
  await callAccessRow(testApp, row);
  if (row.status >= 400) expect(await tabellenStand(testApp, tabellen)).toEqual(vorher);
}

/** Logs each caller of a table in with its login code into `cookies` (null: no session). */
export async function anmelden<R extends string>(
  testApp: TestApp,
  cookies: Map<R, string | null>,
  codes: Readonly<Record<R, string | null>>,
): Promise<void> {
  for (const [rolle, code] of Object.entries(codes) as [R, string | null][]) {
    cookies.set(rolle, code === null ? null : await sessionCookieFor(testApp, code));
  }
}
