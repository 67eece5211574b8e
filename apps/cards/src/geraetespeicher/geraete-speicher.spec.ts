/**
 * @jest-environment node
 */
// IndexedDB's structured clone needs Node's structuredClone, which jsdom's window does not offer.
import 'fake-indexeddb/auto';
import type { QuizKarte, QuizStapel } from '@lernstapel/contracts';
import { GERAETESPEICHER_DATENBANK } from '@lernstapel/contracts';
import {
  allesLoeschen,
  behalten,
  belegung,
  gespeicherterStapel,
  gespeicherteStapel,
  zuweisungenAbgleichen,
} from './geraete-speicher';
import type { Medium } from './medien';

// IndexedDB is the browser's (fake-indexeddb here, Chromium in the e2e story installierbar-offline).
const ANNA = 11;
const BEN = 12;

function quiz(id: number, bild = ''): QuizStapel {
  return {
    id,
    bezeichnung: `Stapel ${id}`,
    eigener: true,
    faecher: { fach1: 1, fach2: 0, fach3: 0 },
    karten: [{ id: id * 10, frage: 'Frage', antwort1: 'Antwort', frage_videobild_url: bild } as QuizKarte],
    lernmodus: 'faecher',
    faellig: [],
  } as QuizStapel;
}

function medium(url: string, groesse: number): Medium {
  return { url, typ: 'image/png', bytes: new Uint8Array(groesse).fill(7).buffer };
}

async function datenbankLoeschen(): Promise<void> {
  await new Promise<void>((fertig, fehler) => {
    const anfrage = indexedDB.deleteDatabase(GERAETESPEICHER_DATENBANK);
    anfrage.onsuccess = () => fertig();
    anfrage.onerror = () => fehler(anfrage.error);
  });
}

beforeEach(datenbankLoeschen);

describe('the device store of kept stacks (issue 27)', () => {
  it('keeps a stack with its files and gives them back, and counts their bytes', async () => {
    expect(await behalten(ANNA, quiz(1, '/api/uploads/a.png'), [medium('/api/uploads/a.png', 5000)])).toBe(
      true,
    );
    const kopie = await gespeicherterStapel(ANNA, 1);
    expect(kopie?.quiz).toEqual(quiz(1, '/api/uploads/a.png'));
    expect(kopie?.medien.map((m) => [m.url, m.bytes.byteLength])).toEqual([['/api/uploads/a.png', 5000]]);
    const belegt = await belegung(ANNA);
    expect(belegt.stapel).toBe(1);
    expect(belegt.bytes).toBeGreaterThan(5000);
    expect(belegt.bytes).toBeLessThan(6000);
  });

  it('never shows one user the stacks of another user of the same device', async () => {
    await behalten(ANNA, quiz(1), []);
    await behalten(ANNA, quiz(2), []);
    expect((await gespeicherteStapel(BEN)).length).toBe(0);
    expect(await gespeicherterStapel(BEN, 1)).toBeUndefined();
    expect((await belegung(BEN)).stapel).toBe(0);
    await behalten(BEN, quiz(3), []);
    expect((await gespeicherteStapel(ANNA)).map((s) => s.stapelId).sort()).toEqual([1, 2]);
    expect((await gespeicherteStapel(BEN)).map((s) => s.stapelId)).toEqual([3]);
  });

  it('stays within the budget: the stack opened longest ago makes room, a too large one is not kept', async () => {
    const budget = 12_000;
    await behalten(ANNA, quiz(1, '/api/uploads/1.png'), [medium('/api/uploads/1.png', 5000)], {
      jetzt: 1,
      budget,
    });
    await behalten(ANNA, quiz(2, '/api/uploads/2.png'), [medium('/api/uploads/2.png', 5000)], {
      jetzt: 2,
      budget,
    });
    await behalten(ANNA, quiz(3, '/api/uploads/3.png'), [medium('/api/uploads/3.png', 5000)], {
      jetzt: 3,
      budget,
    });
    expect((await gespeicherteStapel(ANNA)).map((s) => s.stapelId)).toEqual([3, 2]);
    // Its file went with it (no other stack names it).
    expect((await gespeicherterStapel(ANNA, 1))?.medien).toBeUndefined();
    expect((await belegung(ANNA, budget)).bytes).toBeLessThanOrEqual(budget);

    const zuGross = await behalten(
      ANNA,
      quiz(4, '/api/uploads/4.png'),
      [medium('/api/uploads/4.png', 13_000)],
      {
        jetzt: 4,
        budget,
      },
    );
    expect(zuGross).toBe(false);
    expect((await gespeicherteStapel(ANNA)).map((s) => s.stapelId)).toEqual([3, 2]);
  });

  it('keeps assigned stacks longest and lets them age out once the assignment ended', async () => {
    const budget = 12_000;
    await behalten(ANNA, quiz(1), [medium('/api/uploads/1.png', 5000)], {
      jetzt: 1,
      budget,
      zugewiesen: true,
      geoeffnet: false,
    });
    await behalten(ANNA, quiz(2), [medium('/api/uploads/2.png', 5000)], { jetzt: 2, budget });
    await behalten(ANNA, quiz(3), [medium('/api/uploads/3.png', 5000)], { jetzt: 3, budget });
    expect((await gespeicherteStapel(ANNA)).map((s) => s.stapelId)).toEqual([3, 1]);

    await zuweisungenAbgleichen(ANNA, new Set());
    await behalten(ANNA, quiz(4), [medium('/api/uploads/4.png', 5000)], { jetzt: 4, budget });
    expect((await gespeicherteStapel(ANNA)).map((s) => s.stapelId)).toEqual([4, 3]);
  });

  it('"Löschen" clears everything of the user and nothing of another user', async () => {
    await behalten(ANNA, quiz(1, '/api/uploads/a.png'), [medium('/api/uploads/a.png', 100)]);
    await behalten(BEN, quiz(2, '/api/uploads/a.png'), [medium('/api/uploads/a.png', 100)]);
    await allesLoeschen(ANNA);
    expect(await belegung(ANNA)).toMatchObject({ stapel: 0, bytes: 0 });
    expect(await gespeicherterStapel(ANNA, 1)).toBeUndefined();
    const bens = await gespeicherterStapel(BEN, 2);
    expect(bens?.medien.map((m) => m.url)).toEqual(['/api/uploads/a.png']);
  });

  it('lets the logout delete the whole database while the page holds it open', async () => {
    await behalten(ANNA, quiz(1), []);
    await datenbankLoeschen();
    expect(await gespeicherteStapel(ANNA)).toEqual([]);
  });
});
