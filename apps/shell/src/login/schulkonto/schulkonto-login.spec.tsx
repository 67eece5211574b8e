import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { t } from '@lernstapel/texts';
import { fakeFetch, renderApp, TEACHER, type ApiAnswer } from '../../testing/render-app';

jest.mock('../../federation/remote-loader', () => ({
  loadRemotePage: jest.fn(() => new Promise(() => undefined)),
}));

const SCHULE = { kuerzel: 'gym-beispiel', schulname: 'Gymnasium Beispielstadt' };
const UNBEKANNT = {
  statusCode: 404,
  error: 'schulkonto.schuleUnbekannt',
  message: t('schulkonto.schuleUnbekannt'),
};

function fehler(
  statusCode: number,
  error: 'login.gesperrt' | 'login.unbekannterCode' | 'schulkonto.andereSchule',
) {
  return { status: statusCode, body: { statusCode, error, message: t(error) } };
}

/** The landing page's API plus the school lookup and the link step of issue 28. */
function schulkontoApi(
  verknuepfen: (body: unknown) => ApiAnswer = () => ({ status: 200, body: { user: TEACHER } }),
) {
  const gesendet: unknown[] = [];
  const gesucht: string[] = [];
  fakeFetch((method, path, body) => {
    if (path === '/hello') return { status: 200, body: { ok: true } };
    if (path === '/hello/server') return { status: 200, body: { version: '2.0.0-server' } };
    if (path.startsWith('/schulkonto/schulen/')) {
      const kuerzel = decodeURIComponent(path.slice('/schulkonto/schulen/'.length));
      gesucht.push(kuerzel);
      return kuerzel === SCHULE.kuerzel ? { status: 200, body: SCHULE } : { status: 404, body: UNBEKANNT };
    }
    if (method === 'POST' && path === '/schulkonto/verknuepfen') {
      gesendet.push(body);
      return verknuepfen(body);
    }
    return { status: 404, body: { statusCode: 404, error: 'x', message: 'nicht gefunden' } };
  });
  return { gesendet, gesucht };
}

async function schuleWaehlen(kuerzel: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Mit Schulkonto anmelden' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mit Schulkonto anmelden' });
  fireEvent.change(within(dialog).getByLabelText('Schulkürzel'), { target: { value: kuerzel } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Schule wählen' }));
  return dialog;
}

beforeEach(() => window.localStorage.clear());

describe("'Mit Schulkonto anmelden' on the login page (issue 28)", () => {
  it('finds the school of a short code and links to its provider', async () => {
    const { gesucht } = schulkontoApi();
    renderApp('/login');
    const dialog = await schuleWaehlen(' Gym-Beispiel ');
    expect(await within(dialog).findByText(SCHULE.schulname)).toBeTruthy();
    const start = within(dialog).getByRole('link', { name: 'Mit Schulkonto anmelden' });
    expect(start.getAttribute('href')).toBe('/api/schulkonto/start?schule=gym-beispiel');
    expect(gesucht).toEqual(['gym-beispiel']);
    // Returning users go straight to their provider: this browser keeps the school.
    start.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(start);
    expect(window.localStorage.getItem('lernstapel.schulkonto.kuerzel')).toBe('gym-beispiel');
  });

  it('says so when no school signs in with this code', async () => {
    schulkontoApi();
    renderApp('/login');
    const dialog = await schuleWaehlen('gibt-es-nicht');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(t('schulkonto.schuleUnbekannt'));
    expect(within(dialog).queryByRole('link', { name: 'Mit Schulkonto anmelden' })).toBeNull();
  });

  it('does not look up a malformed code and names the rule', async () => {
    const { gesucht } = schulkontoApi();
    renderApp('/login');
    const dialog = await schuleWaehlen('g!');
    expect(within(dialog).getByText(t('schulkonto.kuerzelUngueltig'))).toBeTruthy();
    const waehlen = within(dialog).getByRole('button', { name: 'Schule wählen' }) as HTMLButtonElement;
    expect(waehlen.disabled).toBe(true);
    expect(gesucht).toEqual([]);
  });

  it('a school link shows the school and the button at once and leaves a clean URL', async () => {
    schulkontoApi();
    const { router } = renderApp('/login?schule=gym-beispiel');
    const dialog = await screen.findByRole('dialog', { name: 'Mit Schulkonto anmelden' });
    expect(await within(dialog).findByText(SCHULE.schulname)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Mit Schulkonto anmelden' }).getAttribute('href')).toBe(
      '/api/schulkonto/start?schule=gym-beispiel',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("a remembered school makes the page's button lead straight to the provider", async () => {
    window.localStorage.setItem('lernstapel.schulkonto.kuerzel', 'gym-beispiel');
    schulkontoApi();
    renderApp('/login');
    const start = await screen.findByRole('link', { name: 'Mit Schulkonto anmelden' });
    expect(start.getAttribute('href')).toBe('/api/schulkonto/start?schule=gym-beispiel');
    fireEvent.click(screen.getByRole('button', { name: 'Schule wählen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mit Schulkonto anmelden' });
    expect((within(dialog).getByLabelText('Schulkürzel') as HTMLInputElement).value).toBe('gym-beispiel');
  });
});

describe('the link step after the provider (?schulkonto=verknuepfen)', () => {
  it('asks once for the login code, links and opens the dashboard', async () => {
    const { gesendet } = schulkontoApi();
    const { router } = renderApp('/login?schulkonto=verknuepfen');
    const dialog = await screen.findByRole('dialog', { name: 'Schulkonto verknüpfen' });
    expect(dialog.textContent).toContain(t('schulkonto.verknuepfenText'));
    const ok = within(dialog).getByRole('button', { name: 'Verknüpfen und anmelden' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Anmeldecode'), { target: { value: ' ABCDEFGHJK ' } });
    fireEvent.click(ok);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(gesendet).toEqual([{ anmeldecode: 'ABCDEFGHJK' }]);
  });

  it.each([[fehler(401, 'login.unbekannterCode')], [fehler(403, 'schulkonto.andereSchule')]])(
    'shows a refused code on the form (%#)',
    async (antwort) => {
      schulkontoApi(() => antwort);
      const { router } = renderApp('/login?schulkonto=verknuepfen');
      const dialog = await screen.findByRole('dialog', { name: 'Schulkonto verknüpfen' });
      fireEvent.change(within(dialog).getByLabelText('Anmeldecode'), { target: { value: 'FALSCH1234' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Verknüpfen und anmelden' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(antwort.body.message);
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('a locked user gets the blocked notice', async () => {
    schulkontoApi(() => fehler(403, 'login.gesperrt'));
    renderApp('/login?schulkonto=verknuepfen');
    const dialog = await screen.findByRole('dialog', { name: 'Schulkonto verknüpfen' });
    fireEvent.change(within(dialog).getByLabelText('Anmeldecode'), { target: { value: 'GESPERRT12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verknüpfen und anmelden' }));
    const blocked = await screen.findByRole('dialog', { name: 'Zugang gesperrt' });
    expect(blocked.textContent).toContain(t('login.gesperrt'));
  });
});

describe('a refusal after the provider (?schulkonto=<text key>)', () => {
  it.each([
    ['schulkonto.falscherAussteller', t('schulkonto.falscherAussteller')],
    ['schulkonto.andereSchule', t('schulkonto.andereSchule')],
    ['schulkonto.%3Cb%3Ehallo', t('schulkonto.fehlgeschlagen')],
    ['bestaetigung.codeMailGeschickt', t('schulkonto.fehlgeschlagen')],
  ])('%s shows its German text only', async (wert, text) => {
    schulkontoApi();
    const { router } = renderApp(`/login?schulkonto=${wert}`);
    const notice = await screen.findByRole('dialog', { name: 'Mit Schulkonto anmelden' });
    expect(within(notice).getByRole('status').textContent).toBe(text);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
