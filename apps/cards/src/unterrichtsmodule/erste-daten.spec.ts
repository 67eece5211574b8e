import { createAppStore, type ErsteDatenKontext } from '@lernstapel/api-client';
import { ersteAbfragen } from '@lernstapel/rules';
import { fakeApi, TEACHER } from '@lernstapel/testing';
import { faelligGenommen, faelligSoebenGelesen } from './erste-daten';
import { ersteDaten } from './MeineFlashcards';

const SCHUELERIN = { ...TEACHER, id: 7, ist_schueler: true, klassen_code: 'K1' };

describe("'Meine Flashcards' first reads (issue 27)", () => {
  it('are the reads the portal answers in the page, and they stay in the cache for the page', async () => {
    const angefragt = fakeApi({});
    const store = createAppStore();
    const kontext: ErsteDatenKontext = { dispatch: store.dispatch, benutzer: SCHUELERIN };

    await ersteDaten(kontext);

    const imHtml = ersteAbfragen('/user/flashcards', SCHUELERIN).filter(
      (adresse) => adresse !== '/api/hello',
    );
    expect(angefragt.map((pfad) => `/api${pfad}`).sort()).toEqual([...imHtml].sort());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(imHtml.length);
  });

  it('spare the page one read of its due cards as it opens, however often it renders: every later opening reads them', async () => {
    fakeApi({});
    const store = createAppStore();
    faelligGenommen(); // what the test above left
    expect(faelligSoebenGelesen()).toBe(false);
    await ersteDaten({ dispatch: store.dispatch, benutzer: SCHUELERIN });
    // A render React discards and the one it commits ask alike.
    expect(faelligSoebenGelesen()).toBe(true);
    expect(faelligSoebenGelesen()).toBe(true);
    faelligGenommen();
    expect(faelligSoebenGelesen()).toBe(false);
  });
});
