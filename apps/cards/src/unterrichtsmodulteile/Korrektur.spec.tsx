import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@lernstapel/contracts';
import { fakeApiCalls, renderPage, TEACHER, type ApiRoutes, nth } from '@lernstapel/testing';
import { karte, stapelablageItem, stapelDetail } from '../testing/fixtures';
import { StapelBearbeiten } from './StapelBearbeiten';

const JAHR = new Date().getFullYear();
const LEHRERIN: SessionUser = { ...TEACHER, lizenz_jahr: JAHR };
const KARTEN = [karte(11, 'the dog', 'der Hund'), karte(12, 'the cat', 'die Katze', { autor_id: 9 })];
const KEINE_RECHTE = {
  eigenschaften_bearbeiten: false,
  loeschen: false,
  teilen: false,
  veroeffentlichen: false,
  team_bearbeitung: false,
  karten_hinzufuegen: false,
  kopieren: false,
};

function open(url: string, routes: ApiRoutes, user: SessionUser = LEHRERIN) {
  const calls = fakeApiCalls({
    '/session': { status: 200, body: { userID: user.id, user } },
    '/unterrichtsmodulteile/5': { status: 200, body: KARTEN },
    '/stapelablage/2': { status: 200, body: { stapelablage: [] } },
    'POST /benutzereinstellungen': { status: 200, body: [] },
    ...routes,
  });
  const view = renderPage(<StapelBearbeiten />, { path: '/editunterrichtsmodul/*', url });
  return { ...view, calls };
}

const posts = (calls: ReturnType<typeof open>['calls'], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);

describe('the stack to correct at /editunterrichtsmodul/{id}/korrigieren (01 §4, 02 §2, §6)', () => {
  const reviewerRoutes: ApiRoutes = {
    '/unterrichtsmodule/byid/5': {
      status: 200,
      body: stapelDetail({ ist_eigentuemer: false, eigentuemer: 'Lena Keller', rechte: KEINE_RECHTE }),
    },
    '/stapelablage/2': {
      status: 200,
      body: { stapelablage: [stapelablageItem(1, { unterrichtsmodule_id: 5, status: 'Korrigieren' })] },
    },
    'POST /unterrichtsmodulteile/korrektur': { status: 200, body: KARTEN },
    'POST /stapelablage': { status: 200, body: { stapelablage: [], message: null } },
  };

  it('lets the reviewer on turn mark a card and write a note, then report an improvement', async () => {
    const { calls, router } = open('/editunterrichtsmodul/5/korrigieren', reviewerRoutes);
    const toggle = await screen.findByRole('switch', { name: 'Karte «the dog» zur Korrektur markieren' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(posts(calls, '/unterrichtsmodulteile/korrektur')).toEqual([
        { id: 11, korrekturmarkierung: true, notizen: '' },
      ]),
    );
    const hinweis = screen.getByRole('textbox', { name: 'Korrekturhinweis zu «the cat»' });
    fireEvent.change(hinweis, { target: { value: 'cat = Katze, nicht Kater' } });
    fireEvent.blur(hinweis);
    await waitFor(() =>
      expect(posts(calls, '/unterrichtsmodulteile/korrektur')[1]).toEqual({
        id: 12,
        korrekturmarkierung: false,
        notizen: 'cat = Katze, nicht Kater',
      }),
    );
    expect(screen.getByRole('button', { name: 'Korrigiert und OK' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verbesserung melden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/korrigieren'));
    expect(posts(calls, '/stapelablage')).toEqual([{ id: 1, status: 'Warten auf Verbesserung' }]);
    // A stack under review is not the reviewer's last used stack.
    expect(posts(calls, '/benutzereinstellungen')).toEqual([]);
  });

  it('offers nothing while waiting for the sender', async () => {
    open('/editunterrichtsmodul/5/korrigieren', {
      ...reviewerRoutes,
      '/stapelablage/2': {
        status: 200,
        body: {
          stapelablage: [
            stapelablageItem(1, { unterrichtsmodule_id: 5, status: 'Warten auf Verbesserung', aktion: null }),
          ],
        },
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Karte «the dog» zur Korrektur markieren' });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Verbesserung melden' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Korrigiert und OK' })).toBeNull();
  });

  it('without the school licence shows the licence text and keeps every correction control shut (01 §5, §8)', async () => {
    const { calls } = open('/editunterrichtsmodul/5/korrigieren', reviewerRoutes, {
      ...LEHRERIN,
      lizenz_jahr: JAHR - 1,
    });
    expect(await screen.findByRole('button', { name: 'Korrigiert und OK' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Korrigiert und OK' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(nth(screen.getAllByTestId('licence-notice'), 0).textContent).toContain(
      `Keine Schul-Lizenz für das Jahr ${JAHR} für diese Funktion vorhanden...`,
    );
    const toggle = screen.getByRole('switch', { name: 'Karte «the dog» zur Korrektur markieren' });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(posts(calls, '/unterrichtsmodulteile/korrektur')).toEqual([]);
  });
});

describe('the owner of a handed-in stack (01 §4, 02 §6)', () => {
  it('sees the red hint while a card carries a correction mark and hands the stack in again', async () => {
    const { calls } = open('/editunterrichtsmodul/5/user', {
      '/unterrichtsmodule/byid/5': {
        status: 200,
        body: stapelDetail({ ist_in_stapelablage: true, anzahl_zukorrigierende_modulteile: 1 }),
      },
      '/stapelablage/2': {
        status: 200,
        body: {
          stapelablage: [
            stapelablageItem(3, {
              unterrichtsmodule_id: 5,
              stapel_absender_id: 2,
              stapel_eigentuemer_id: 4,
              absender: 'Lea Lehrerin',
              eigentuemer: 'Tom Weber',
              status: 'Warten auf Verbesserung',
              aktion: 'verbessern',
            }),
          ],
        },
      },
      'POST /stapelablage': {
        status: 200,
        body: {
          stapelablage: [],
          message:
            'Der Status des Stapels wurde auf "Warten auf Überprüfung" gesetzt und an die gewählte/n Person/en geschickt.',
        },
      },
    });
    expect((await screen.findByTestId('hinweis-verbessern')).textContent).toBe(
      'Dieser Stapel liegt zur Korrektur bereit und enthält markierte Karten. Bitte verbessere die markierten Karten.',
    );
    expect(screen.queryByRole('button', { name: 'Verbesserung melden' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut abgeben' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Der Status des Stapels wurde auf "Warten auf Überprüfung" gesetzt und an die gewählte/n Person/en geschickt.',
    );
    expect(posts(calls, '/stapelablage')).toEqual([{ id: 3, status: 'Warten auf Überprüfung' }]);
    // 01 §2: opening an own stack makes it the dashboard's last used stack.
    expect(posts(calls, '/benutzereinstellungen')).toEqual([
      { tag: 'lastUModuleID', boolvalue: null, intvalue: 5, textvalue: null, strvalue: null },
    ]);
  });

  it('shows no hint without marked cards', async () => {
    open('/editunterrichtsmodul/5/user', {
      '/unterrichtsmodule/byid/5': { status: 200, body: stapelDetail({ ist_in_stapelablage: true }) },
    });
    await screen.findByTestId('karten-table');
    expect(screen.queryByTestId('hinweis-verbessern')).toBeNull();
  });

  it('a pupil owning a team stack marks only her own cards (02 §6 team rule)', async () => {
    const lena: SessionUser = { ...LEHRERIN, id: 2, ist_schueler: true };
    open(
      '/editunterrichtsmodul/5/user',
      {
        '/unterrichtsmodule/byid/5': { status: 200, body: stapelDetail({ wird_gemeinsam_bearbeitet: true }) },
      },
      lena,
    );
    const eigene = await screen.findByRole('switch', { name: 'Karte «the dog» zur Korrektur markieren' });
    const fremde = screen.getByRole('switch', { name: 'Karte «the cat» zur Korrektur markieren' });
    expect((eigene as HTMLInputElement).disabled).toBe(false);
    expect((fremde as HTMLInputElement).disabled).toBe(true);
  });
});

describe('a stack from the mailbox (01 §2, 02 §6)', () => {
  it('is read-only, offers the copy into the own stacks and is no last used stack', async () => {
    const { calls } = open('/editunterrichtsmodul/5/briefkasten', {
      '/unterrichtsmodule/byid/5': {
        status: 200,
        body: stapelDetail({ ist_eigentuemer: false, rechte: { ...KEINE_RECHTE, kopieren: true } }),
      },
    });
    const table = await screen.findByTestId('karten-table');
    expect(within(table).queryByRole('switch')).toBeNull();
    expect(within(table).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'In eigene Stapel kopieren' }).getAttribute('href')).toBe(
      '/user/kopieren/5/flashcards',
    );
    expect(posts(calls, '/benutzereinstellungen')).toEqual([]);
  });
});
