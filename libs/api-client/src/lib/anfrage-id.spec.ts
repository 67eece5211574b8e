import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { ANFRAGE_ID_HEADER, GLEICHE_AKTION_MS, anfrageId, withAnfrageId } from './anfrage-id';

/** A base query that records the request id of each request and answers when told to. */
function aufnahme() {
  const ids: (string | null)[] = [];
  const antworten: (() => void)[] = [];
  const baseQuery = (args: string | FetchArgs) => {
    ids.push(
      typeof args === 'string' ? null : new Headers(args.headers as HeadersInit).get(ANFRAGE_ID_HEADER),
    );
    return new Promise<{ data: unknown }>((resolve) => antworten.push(() => resolve({ data: {} })));
  };
  const alleBeantworten = () => antworten.splice(0).forEach((antworte) => antworte());
  return { ids, baseQuery, alleBeantworten };
}

const API = {} as BaseQueryApi;
const neuerOrdner = (name: string): FetchArgs => ({ url: 'benutzerordner', method: 'POST', body: { name } });

describe('request ids: one per user action (issue 22 §3)', () => {
  it('is a version-4 UUID', () => {
    expect(anfrageId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('a double click sends the same change twice with one id; another change gets its own', async () => {
    const { ids, baseQuery, alleBeantworten } = aufnahme();
    const senden = withAnfrageId(baseQuery);
    const laufend = [
      senden(neuerOrdner('Mathe'), API, {}),
      senden(neuerOrdner('Mathe'), API, {}),
      senden(neuerOrdner('Deutsch'), API, {}),
    ];
    alleBeantworten();
    await Promise.all(laufend);
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('the same change again after GLEICHE_AKTION_MS is a new action with a new id', async () => {
    let uhr = 1_000;
    const { ids, baseQuery, alleBeantworten } = aufnahme();
    const senden = withAnfrageId(baseQuery, () => uhr);
    const erster = senden(neuerOrdner('Mathe'), API, {});
    alleBeantworten();
    await erster;
    uhr += GLEICHE_AKTION_MS - 1;
    const zweiter = senden(neuerOrdner('Mathe'), API, {});
    alleBeantworten();
    await zweiter;
    uhr += GLEICHE_AKTION_MS + 1;
    const dritter = senden(neuerOrdner('Mathe'), API, {});
    alleBeantworten();
    await dritter;
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('on, off and on again are three actions: a repeat is only the same change right after it', async () => {
    const { ids, baseQuery, alleBeantworten } = aufnahme();
    const senden = withAnfrageId(baseQuery);
    const einstellung = (boolvalue: boolean): FetchArgs => ({
      url: 'benutzereinstellungen',
      method: 'POST',
      body: { tag: 'showFlashCardsSymbole', boolvalue },
    });
    for (const wert of [true, false, true]) {
      const laufend = senden(einstellung(wert), API, {});
      alleBeantworten();
      await laufend;
    }
    expect(new Set(ids).size).toBe(3);
  });

  it('a file is the same change only as the same object; loads carry no id', async () => {
    const { ids, baseQuery, alleBeantworten } = aufnahme();
    const senden = withAnfrageId(baseQuery);
    const bild = new Blob(['a']);
    const hochladen = (body: Blob): FetchArgs => ({ url: 'uploads', method: 'POST', body });
    const laufend = [
      senden(hochladen(bild), API, {}),
      senden(hochladen(bild), API, {}),
      senden(hochladen(new Blob(['a'])), API, {}),
      senden('unterrichtsmodule/1', API, {}),
      senden({ url: 'benutzerordner/1' }, API, {}),
    ];
    alleBeantworten();
    await Promise.all(laufend);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids.slice(3)).toEqual([null, null]);
  });
});
