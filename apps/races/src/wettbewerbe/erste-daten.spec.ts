import { createAppStore } from '@lernstapel/api-client';
import { ersteAbfragen } from '@lernstapel/rules';
import { fakeApi, TEACHER } from '@lernstapel/testing';
import { ersteDaten } from './Wettbewerbe';

const SCHUELERIN = { ...TEACHER, id: 7, ist_schueler: true, klassen_code: 'K1' };

describe("'Quiz-Wettbewerbe' first read (issue 27)", () => {
  it('is the read the portal answers in the page', async () => {
    const angefragt = fakeApi({});
    const store = createAppStore();

    await ersteDaten({ dispatch: store.dispatch, benutzer: SCHUELERIN });

    const imHtml = ersteAbfragen('/user/wettbewerbe', SCHUELERIN).filter(
      (adresse) => adresse !== '/api/hello',
    );
    expect(angefragt.map((pfad) => `/api${pfad}`)).toEqual(imHtml);
  });
});
