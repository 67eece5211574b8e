import { stapelRechte } from '@lernstapel/rules';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  GeteilterStapelItem,
  KlassenSchueler,
  PruefungListItem,
  SchuelerGruppe,
  SessionUser,
  StapelablageItem,
  StapelDetail,
  StapelListItem,
  WettbewerbListItem,
} from '@lernstapel/contracts';
import type { AppStore } from '@lernstapel/api-client';
import { loadRemotePage } from '../federation/remote-loader';
import { fakeFetch, renderApp, TEACHER } from '../testing/render-app';
import { requestCount, userAreaApi, type UserAreaData } from './testing/user-area-api';

jest.mock('../federation/remote-loader', () => ({ loadRemotePage: jest.fn() }));

const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;
const PUPIL: SessionUser = { ...TEACHER, id: 11, benutzername: 'anna', ist_schueler: true };

function RemotePage() {
  return <p>Seite aus dem Remote</p>;
}

function schueler(id: number): KlassenSchueler {
  return {
    id,
    benutzername: `sus${id}`,
    namevoll: '',
    email: null,
    anmeldecode: `CODE${id}XYZAB`,
    ist_gesperrt: false,
    kann_stapel_veroeffentlichen: false,
  };
}

const GRUPPE: SchuelerGruppe = { id: 1, bezeichnung: 'Neue Gruppe', klassen_code: 'K1', schuelerids: [] };

function pruefung(id: number, freigegeben: boolean, abgelaufen: boolean): PruefungListItem {
  return {
    id,
    klassen_code: 'K1',
    titel: `Prüfung ${id}`,
    datum: abgelaufen ? '2025-01-01' : '2027-01-01',
    freigegeben,
    ist_korrigiert: false,
    unterrichtsmodul_id: null,
    abgelaufen,
  };
}

function wettbewerb(id: number): WettbewerbListItem {
  return {
    id,
    unterrichtsmodul_id: 3,
    modultitel: 'Verben',
    modus: 0,
    startzeit: null,
    ist_gestartet: false,
    start_benutzer_id: 2,
    start_benutzername: 'lehrer',
    anzahl_teilnehmer: 2,
    einladung_angenommen: true,
  };
}

const STAPEL: StapelDetail = {
  id: 7,
  bezeichnung: 'Vokabeln Unit 3',
  eigentuemer_id: 2,
  eigentuemer: 'Lea Lehrerin',
  kategorie: null,
  thema: null,
  anzahl_modulteile: 12,
  datum: '2026-01-01T00:00:00.000Z',
  datum_zuletztgeaendert: null,
  ist_veroeffentlicht: false,
  public_autor_pseudonym: null,
  public_bemerkungen: null,
  wird_gemeinsam_bearbeitet: false,
  ist_eigentuemer: true,
  flashcards_kategorie_id: null,
  ist_kopie_von_umodul_id: null,
  ist_in_stapelablage: false,
  anzahl_zukorrigierende_modulteile: 0,
  rechte: stapelRechte({ zugang: 'eigentuemer', kann_stapel_veroeffentlichen: true }),
};

function eigenerStapel(id: number, zuKorrigieren: number): StapelListItem {
  return {
    id,
    bezeichnung: `Stapel ${id}`,
    kategorie: null,
    thema: null,
    anzahl_modulteile: 10,
    anzahl_zukorrigierende_modulteile: zuKorrigieren,
    datum: '2026-01-01',
    datum_zuletztgeaendert: null,
    ist_veroeffentlicht: false,
    wird_gemeinsam_bearbeitet: false,
    benutzer_ordner_id: null,
    flashcards_kategorie_id: null,
    jahrgangsstufen: null,
    faecher: null,
    public_autor_pseudonym: null,
    public_bemerkungen: null,
    ist_kopie_von_umodul_id: null,
    geteiltebenutzer: '',
    geteilt_mit: [],
    ist_in_stapelablage: false,
  };
}

function geteilt(id: number): GeteilterStapelItem {
  return {
    id,
    unterrichtsmodule_id: id + 40,
    bezeichnung: `Geteilt ${id}`,
    eigentuemer: 'Anna Müller',
    anzahl_modulteile: 5,
    ist_aufgabe: false,
    gesperrt: false,
    aufgabe: null,
    aufgabe_abgabe_bis: null,
    geteilt_am: '2026-03-02T07:30:00.000Z',
  };
}

function abgabe(id: number, aktion: StapelablageItem['aktion']): StapelablageItem {
  return {
    id,
    unterrichtsmodule_id: id + 60,
    bezeichnung: `Abgabe ${id}`,
    stapel_eigentuemer_id: TEACHER.id,
    stapel_absender_id: 11,
    status: aktion === 'ueberpruefen' ? 'Warten auf Überprüfung' : 'Warten auf Verbesserung',
    ist_korrigiert_und_ok: false,
    absender: 'Lena Keller',
    eigentuemer: 'Lea Lehrerin',
    aktion,
    erstellt_am: '2026-03-05T08:00:00.000Z',
  };
}

const LAST_STACK_7 = [
  { tag: 'lastUModuleID' as const, boolvalue: null, intvalue: 7, textvalue: null, strvalue: null },
];

/** True once the dashboard query `endpoint` has its answer (`status`) in the store. */
function settled(store: AppStore, endpoint: string, status: 'fulfilled' | 'rejected' = 'fulfilled'): boolean {
  return Object.values(store.getState().api.queries).some(
    (query) => query?.endpointName === endpoint && query.status === status,
  );
}

function openDashboard(user: SessionUser, data: UserAreaData = {}) {
  const fetchMock = fakeFetch(userAreaApi(user, data));
  const { store, router } = renderApp('/user');
  return { fetchMock, store, router };
}

describe('dashboard tiles (01 §2)', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue({ default: RemotePage });
  });
  afterEach(() => jest.useRealTimers());

  it('a teacher without any data sees Konfiguration, Aufgaben, Meine Flashcards and Mein Konto, the counts 0', async () => {
    const { store } = openDashboard(TEACHER);
    const konfiguration = await screen.findByTestId('tile-konfiguration');
    expect(within(konfiguration).getByText('Deine Rolle: Lehrperson')).toBeTruthy();
    expect(screen.getByTestId('tile-aufgaben-badge').textContent).toBe('0');
    expect(screen.getByTestId('tile-aufgaben-badge').getAttribute('aria-label')).toBe(
      'Stapel zu korrigieren: 0',
    );
    expect(screen.getByTestId('tile-flashcards-badge').textContent).toBe('0');
    expect(screen.getByTestId('tile-konto')).toBeTruthy();
    await waitFor(() => {
      for (const endpoint of [
        'benutzereinstellungenMine',
        'wettbewerbeForUser',
        'benutzerPupilsOfClass',
        'schuelergruppenOfClass',
        'unterrichtsmoduleOwnStacks',
        'quizFaellig',
        'unterrichtsmoduleSharedWithUser',
        'stapelablageList',
      ]) {
        expect(settled(store, endpoint)).toBe(true);
      }
    });
    // 'Drei Fächer' (the default): no due cards are shown.
    expect(screen.queryByTestId('tile-flashcards-hinweis')).toBeNull();
    expect(screen.queryByTestId('tile-letzter-stapel')).toBeNull();
    expect(screen.queryByTestId('tile-sus-gruppen')).toBeNull();
    expect(screen.queryByTestId('tile-wettbewerbe')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Meine Flashcards counts the mailbox entries plus the cards to correct in all own stacks (01 §2)', async () => {
    const { store } = openDashboard(TEACHER, {
      briefkasten: [geteilt(1), geteilt(2)],
      eigeneStapel: [eigenerStapel(1, 1), eigenerStapel(2, 0), eigenerStapel(3, 2)],
    });
    await waitFor(() => expect(screen.getByTestId('tile-flashcards-badge').textContent).toBe('5'));
    expect(screen.getByTestId('tile-flashcards-badge').getAttribute('aria-label')).toBe(
      'Briefkasten und zu korrigierende Karten: 5',
    );
    expect(settled(store, 'unterrichtsmoduleSharedWithUser')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Meine Flashcards öffnen' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('cards', 'MeineFlashcards', { retry: false }));
  });

  it("a teacher's Aufgaben counts only the hand-ins waiting for their review, and opens the Aufgaben tabs above the exams", async () => {
    openDashboard(TEACHER, { stapelablage: [abgabe(1, 'ueberpruefen'), abgabe(2, null)] });
    await waitFor(() => expect(screen.getByTestId('tile-aufgaben-badge').textContent).toBe('1'));
    expect(screen.getByTestId('tile-aufgaben-badge').getAttribute('aria-label')).toBe(
      'Stapel zu korrigieren: 1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Aufgaben öffnen' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('exams', 'Pruefungen', { retry: false }));
    expect(load.mock.calls.map(([remote, exposed]) => `${remote}/${exposed}`)).toEqual([
      'cards/Aufgaben',
      'exams/Pruefungen',
    ]);
  });

  it('SuS / Gruppen shows the pupil count and opens Klasse / Gruppen', async () => {
    openDashboard(TEACHER, { klasse: [schueler(21), schueler(22), schueler(23)] });
    const tile = await screen.findByTestId('tile-sus-gruppen');
    expect(within(tile).getByText('3 Schüler/innen, 0 Gruppen')).toBeTruthy();
    expect(within(tile).getByTestId('tile-sus-gruppen-badge').textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'SuS / Gruppen öffnen' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('admin', 'KlasseGruppen', { retry: false }));
  });

  it('SuS / Gruppen shows for a class with groups but no pupils', async () => {
    openDashboard(TEACHER, { gruppen: [GRUPPE] });
    const tile = await screen.findByTestId('tile-sus-gruppen');
    expect(within(tile).getByText('0 Schüler/innen, 1 Gruppen')).toBeTruthy();
    expect(within(tile).getByTestId('tile-sus-gruppen-badge').textContent).toBe('0');
  });

  it('a pupil sees the number of upcoming released exams and no SuS / Gruppen', async () => {
    const { fetchMock, store } = openDashboard(PUPIL, {
      pruefungen: [
        pruefung(1, true, false),
        pruefung(2, true, false),
        pruefung(3, true, true),
        pruefung(4, false, false),
      ],
      // The class list would show the tile for a teacher; a pupil never asks for it.
      klasse: [schueler(21)],
      // A pupil's badge counts exams; hand-ins to review do not count.
      stapelablage: [abgabe(1, 'ueberpruefen')],
    });
    await waitFor(() => expect(screen.getByTestId('tile-aufgaben-badge').textContent).toBe('2'));
    expect(screen.getByTestId('tile-aufgaben-badge').getAttribute('aria-label')).toBe(
      'Anstehende Prüfungen: 2, neue Aufgaben: 0',
    );
    expect(
      within(screen.getByTestId('tile-konfiguration')).getByText('Deine Rolle: Schüler/in'),
    ).toBeTruthy();
    await waitFor(() => expect(settled(store, 'wettbewerbeForUser')).toBe(true));
    expect(screen.queryByTestId('tile-sus-gruppen')).toBeNull();
    expect(requestCount(fetchMock, '/benutzer/klasse/K1')).toBe(0);
    expect(requestCount(fetchMock, '/stapelablage/11')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Aufgaben öffnen' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('exams', 'Pruefungen', { retry: false }));
  });

  it('Quiz-Wettbewerbe shows only with races, with their count, and opens the races page', async () => {
    openDashboard(PUPIL, { wettbewerbe: [wettbewerb(1), wettbewerb(2)] });
    const tile = await screen.findByTestId('tile-wettbewerbe');
    expect(within(tile).getByTestId('tile-wettbewerbe-badge').textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Quiz-Wettbewerbe öffnen' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('races', 'Wettbewerbe', { retry: false }));
  });

  it('the last used own stack (setting lastUModuleID) starts its quiz, the preview one click beside it (issue 23)', async () => {
    const { router } = openDashboard(PUPIL, { einstellungen: LAST_STACK_7, stapel: [STAPEL] });
    const tile = await screen.findByTestId('tile-letzter-stapel');
    expect(within(tile).getByText('Weiter mit «Vokabeln Unit 3».')).toBeTruthy();
    const quiz = within(tile).getByRole('link', { name: 'Quiz starten: Vokabeln Unit 3' });
    expect(quiz.textContent).toBe('Quiz starten');
    expect(quiz.getAttribute('href')).toBe('/previewunterrichtsmodul/7/quiz');
    const vorschau = within(tile).getByRole('link', { name: 'Vorschau von «Vokabeln Unit 3»' });
    expect(vorschau.getAttribute('href')).toBe('/previewunterrichtsmodul/7');
    fireEvent.click(quiz);
    await waitFor(() => expect(router.state.location.pathname).toBe('/previewunterrichtsmodul/7/quiz'));
  });

  it("another owner's last stack opens its preview only", async () => {
    const fremd = { ...STAPEL, ist_eigentuemer: false };
    openDashboard(TEACHER, { einstellungen: LAST_STACK_7, stapel: [fremd] });
    const tile = await screen.findByTestId('tile-letzter-stapel');
    const link = within(tile).getByRole('link', { name: 'Zuletzt verwendeter Stapel öffnen' });
    expect(link.getAttribute('href')).toBe('/previewunterrichtsmodul/7');
    expect(within(tile).queryByText('Quiz starten')).toBeNull();
  });

  it("a pupil's Aufgaben counts the new assignments: those not yet in the own stacks (issue 23)", async () => {
    const aufgabe = (id: number): GeteilterStapelItem => ({ ...geteilt(id), ist_aufgabe: true });
    const kopie = { ...eigenerStapel(5, 0), ist_kopie_von_umodul_id: aufgabe(2).unterrichtsmodule_id };
    openDashboard(PUPIL, {
      pruefungen: [pruefung(1, true, false)],
      // Two assignments, one already copied; a plain share is no assignment.
      briefkasten: [aufgabe(1), aufgabe(2), geteilt(3)],
      eigeneStapel: [kopie],
    });
    await waitFor(() => expect(screen.getByTestId('tile-aufgaben-badge').textContent).toBe('2'));
    expect(screen.getByTestId('tile-aufgaben-badge').getAttribute('aria-label')).toBe(
      'Anstehende Prüfungen: 1, neue Aufgaben: 1',
    );
  });

  it('no last-stack tile when the stored stack no longer exists, and no error either', async () => {
    const { fetchMock, store } = openDashboard(TEACHER, { einstellungen: LAST_STACK_7 });
    await waitFor(() => expect(settled(store, 'unterrichtsmoduleById', 'rejected')).toBe(true));
    expect(requestCount(fetchMock, '/unterrichtsmodule/byid/7')).toBe(1);
    expect(screen.queryByTestId('tile-letzter-stapel')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the configuration tile opens 'Mein Konto', or the administration for a teacher with a flag", async () => {
    openDashboard(TEACHER);
    fireEvent.click(await screen.findByRole('button', { name: 'Aktuelle Konfiguration öffnen' }));
    expect(await screen.findByRole('heading', { name: 'Mein Konto', level: 1 })).toBeTruthy();
  });

  it('the configuration tile of a teacher with Schuldaten opens the administration', async () => {
    openDashboard({ ...TEACHER, kann_schuldaten_bearbeiten: true });
    expect(await screen.findByText('Deine Rolle: Lehrperson mit Verwaltungsrechten')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aktuelle Konfiguration öffnen' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('admin', 'Verwaltung', { retry: false }));
  });

  it("'Mein Konto' opens the account page", async () => {
    openDashboard(PUPIL);
    fireEvent.click(await screen.findByRole('button', { name: 'Mein Konto öffnen' }));
    expect(await screen.findByRole('heading', { name: 'Mein Konto', level: 1 })).toBeTruthy();
  });

  it("shows the API's message in place of a tile whose list fails", async () => {
    const api = userAreaApi(PUPIL);
    fakeFetch((method, path, body) =>
      path === '/wettbewerbe/benutzer/11'
        ? {
            status: 403,
            body: {
              statusCode: 403,
              error: 'fehler.keineBerechtigung',
              message: 'Dafür fehlt dir die Berechtigung.',
            },
          }
        : api(method, path, body),
    );
    renderApp('/user');
    expect((await screen.findByRole('alert')).textContent).toContain('Dafür fehlt dir die Berechtigung.');
  });

  it("Meine Flashcards says 'n Karten fällig' over all own stacks in 'Intelligente Wiederholung' (issue 11)", async () => {
    const { store } = openDashboard(PUPIL, {
      faellig: {
        lernmodus: 'intelligent',
        stapel: [
          { unterrichtsmodul_id: 1, anzahl: 3 },
          { unterrichtsmodul_id: 2, anzahl: 4 },
        ],
      },
    });
    expect((await screen.findByTestId('tile-flashcards-hinweis')).textContent).toBe('7 Karten fällig');
    expect(settled(store, 'quizFaellig')).toBe(true);
  });

  it("shows no due line when nothing is due in 'Intelligente Wiederholung'", async () => {
    const { store } = openDashboard(PUPIL, { faellig: { lernmodus: 'intelligent', stapel: [] } });
    await waitFor(() => expect(settled(store, 'quizFaellig')).toBe(true));
    expect(screen.queryByTestId('tile-flashcards-hinweis')).toBeNull();
  });

  it('refreshes the mailbox, the own stacks and the hand-ins every 30 s (01 §4)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const { fetchMock } = openDashboard(TEACHER, { briefkasten: [geteilt(1)] });
    await waitFor(() => expect(screen.getByTestId('tile-flashcards-badge').textContent).toBe('1'));
    expect(requestCount(fetchMock, '/stapelablage/2')).toBe(1);
    const later = fakeFetch(
      userAreaApi(TEACHER, {
        briefkasten: [geteilt(1)],
        eigeneStapel: [eigenerStapel(1, 2)],
        stapelablage: [abgabe(1, 'ueberpruefen')],
      }),
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(29_000);
    });
    expect(screen.getByTestId('tile-flashcards-badge').textContent).toBe('1');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(screen.getByTestId('tile-flashcards-badge').textContent).toBe('3'));
    await waitFor(() => expect(screen.getByTestId('tile-aufgaben-badge').textContent).toBe('1'));
    expect(requestCount(later, '/unterrichtsmodule/allegeteiltemodulefuerbenutzer/2')).toBe(1);
    // Not in the 01 §4 list: the class (with its login codes), the groups and the settings are not polled.
    expect(requestCount(fetchMock, '/benutzer/klasse/K1')).toBe(1);
    expect(requestCount(later, '/benutzer/klasse/K1')).toBe(0);
    expect(requestCount(later, '/schuelergruppen/K1')).toBe(0);
    expect(requestCount(later, '/benutzereinstellungen')).toBe(0);
  });

  it('refreshes the exams and the races every 30 s (01 §4)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const { fetchMock } = openDashboard(PUPIL, { pruefungen: [pruefung(1, true, false)] });
    await waitFor(() => expect(screen.getByTestId('tile-aufgaben-badge').textContent).toBe('1'));
    expect(requestCount(fetchMock, '/pruefungen/K1')).toBe(1);
    expect(requestCount(fetchMock, '/wettbewerbe/benutzer/11')).toBe(1);
    const later = fakeFetch(
      userAreaApi(PUPIL, { pruefungen: [pruefung(1, true, false), pruefung(2, true, false)] }),
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(29_000);
    });
    expect(screen.getByTestId('tile-aufgaben-badge').textContent).toBe('1');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_500);
    });
    await waitFor(() => expect(screen.getByTestId('tile-aufgaben-badge').textContent).toBe('2'));
    expect(requestCount(later, '/wettbewerbe/benutzer/11')).toBe(1);
  });

  it('a new school shows its first steps, ticks off what is done and leads to the pages (issue 23)', async () => {
    const admin: SessionUser = {
      ...TEACHER,
      kann_lehrpersonen_bearbeiten: true,
      kann_schuldaten_bearbeiten: true,
      lizenz_jahr: null,
    };
    const { router } = openDashboard(admin, { eigeneStapel: [eigenerStapel(1, 0)] });
    const schritte = await screen.findByTestId('erste-schritte');
    expect(within(schritte).getByRole('heading', { name: 'Erste Schritte' })).toBeTruthy();
    expect(within(screen.getByTestId('schritt-stapel')).getByText('erledigt')).toBeTruthy();
    expect(within(screen.getByTestId('schritt-klasse')).queryByText('erledigt')).toBeNull();
    expect(screen.getByTestId('schritt-lizenz').textContent).toContain(
      'damit du Stapel mit Schülerinnen und Schülern teilen kannst',
    );
    fireEvent.click(within(schritte).getByRole('button', { name: 'Lizenz bestellen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/lehrkraefte'));
  });

  it('a teacher without the school-data right is not sent to order the licence; no first steps once all is done', async () => {
    openDashboard({ ...TEACHER, lizenz_jahr: null });
    const lizenz = await screen.findByTestId('schritt-lizenz');
    expect(lizenz.textContent).toContain('Die Schul-Lizenz bestellt die Schuladministration deiner Schule');
    expect(within(lizenz).queryByRole('button')).toBeNull();
  });

  it("no first steps for a school that has a class, a stack and this year's licence, nor for pupils", async () => {
    const { store } = openDashboard(
      { ...TEACHER, lizenz_jahr: new Date().getFullYear() },
      { klasse: [schueler(21)], eigeneStapel: [eigenerStapel(1, 0)] },
    );
    await screen.findByTestId('tile-sus-gruppen');
    await waitFor(() => expect(settled(store, 'unterrichtsmoduleOwnStacks')).toBe(true));
    expect(screen.queryByTestId('erste-schritte')).toBeNull();
  });
});
