import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@lernstapel/contracts';
import { loginNavigation } from '@lernstapel/api-client';
import { fakeApiCalls, renderPage, startedRequests, TEACHER } from '@lernstapel/testing';
import { fakeFetch } from '../testing/render-app';
import { MeinKonto } from './MeinKonto';

const LEHRER: SessionUser = { ...TEACHER, email: 'lea@demo.example' };
const SCHUELER: SessionUser = { ...TEACHER, id: 11, benutzername: 'anna', ist_schueler: true };

function textbox(name: string | RegExp): HTMLInputElement {
  return screen.getByRole('textbox', { name });
}

jest.setTimeout(20_000);

describe("'Mein Konto' (01 §2, §4, §5, §6)", () => {
  afterEach(() => jest.restoreAllMocks());

  it('saves name and username; an emptied field keeps the previous value', async () => {
    const calls = fakeApiCalls({
      'PATCH /benutzer/konto': { status: 200, body: { ...LEHRER, benutzername: 'lea.l' } },
    });
    renderPage(<MeinKonto user={LEHRER} />);
    expect(textbox('Vor- und Nachname').value).toBe('Lea Lehrerin');
    fireEvent.change(textbox('Vor- und Nachname'), { target: { value: '   ' } });
    fireEvent.change(textbox('Benutzername'), { target: { value: ' lea.l ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Name und Benutzername speichern' }));
    expect((await screen.findByRole('status')).textContent).toBe('Die Änderungen wurden gespeichert.');
    expect(calls).toEqual([
      { method: 'PATCH', path: '/benutzer/konto', body: { namevoll: 'Lea Lehrerin', benutzername: 'lea.l' } },
    ]);
    expect(textbox('Vor- und Nachname').value).toBe('Lea Lehrerin');
    expect(textbox('Benutzername').value).toBe('lea.l');
  });

  it("saves the e-mail only when filled and shows the server's uniqueness message", async () => {
    const calls = fakeApiCalls({
      'POST /benutzer/konto/email': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'klasse.emailExistiertBereits',
          message: 'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.',
        },
      },
    });
    renderPage(<MeinKonto user={{ ...LEHRER, email: null }} />);
    const save = screen.getByRole('button', { name: 'E-Mail-Adresse speichern' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(textbox('E-Mail-Adresse für den Anmeldecode'), { target: { value: 'max@demo' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(textbox('E-Mail-Adresse für den Anmeldecode'), {
      target: { value: 'max@demo.example' },
    });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    const alert = await within(screen.getByTestId('konto-email')).findByRole('alert');
    expect(alert.textContent).toBe('Diese E-Mail-Adresse gehört schon zu einem anderen Konto.');
    expect(calls).toEqual([
      { method: 'POST', path: '/benutzer/konto/email', body: { email: 'max@demo.example' } },
    ]);
  });

  it("deletes this browser's saved login and shows the server's message", async () => {
    const calls = fakeApiCalls({
      'DELETE /benutzer/gespeichert': {
        status: 200,
        body: { message: 'Die Anmeldecookies für diesen Browser wurden gelöscht' },
      },
    });
    renderPage(<MeinKonto user={LEHRER} />);
    fireEvent.click(screen.getByRole('button', { name: 'Anmeldecookies dieses Browsers löschen' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Die Anmeldecookies für diesen Browser wurden gelöscht',
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /benutzer/gespeichert']);
  });

  it.each([
    ['a teacher', LEHRER],
    ['a pupil', SCHUELER],
  ])('lets %s download their own data as a ZIP (issue 16)', async (_wer, user) => {
    fakeApiCalls({ 'GET /schuelergruppen/meine': { status: 200, body: [] } });
    renderPage(<MeinKonto user={user} />);
    const link = screen.getByRole('link', { name: 'Meine Daten herunterladen' });
    expect(link.getAttribute('href')).toBe('/api/datenschutz/export');
    expect(link.hasAttribute('download')).toBe(true);
    expect(
      within(screen.getByTestId('daten-export')).getByText(/Der Anmeldecode ist nicht enthalten/),
    ).toBeTruthy();
  });

  it('offers no account deletion to pupils', async () => {
    fakeApiCalls({ 'GET /schuelergruppen/meine': { status: 200, body: [] } });
    renderPage(<MeinKonto user={SCHUELER} />);
    expect(screen.getByRole('heading', { name: 'Mein Konto' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Konto löschen' })).toBeNull();
    expect((await screen.findByTestId('empty-state')).textContent).toBe('Du bist noch in keiner Gruppe.');
  });

  it("shows a pupil the names of their groups (01 §6 'Meine Gruppen')", async () => {
    const calls = fakeApiCalls({
      'GET /schuelergruppen/meine': {
        status: 200,
        body: [
          { id: 1, bezeichnung: 'Französisch A', klassen_code: 'k1', schuelerids: [11] },
          { id: 2, bezeichnung: 'Chor', klassen_code: 'k1', schuelerids: [11] },
        ],
      },
    });
    const { store } = renderPage(<MeinKonto user={SCHUELER} />);
    // Queries start in the effects of the first render, which render() has run.
    expect(startedRequests(store)).toEqual(['schuelergruppenMine']);
    const abschnitt = screen.getByTestId('konto-gruppen');
    expect(within(abschnitt).getByRole('heading', { name: 'Meine Gruppen' })).toBeTruthy();
    await within(abschnitt).findByText('Chor');
    expect(
      within(abschnitt)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Französisch A', 'Chor']);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /schuelergruppen/meine']);
  });

  it("shows a teacher no 'Meine Gruppen' and asks the API for none", async () => {
    const calls = fakeApiCalls({});
    const { store } = renderPage(<MeinKonto user={LEHRER} />);
    expect(screen.getByRole('heading', { name: 'Mein Konto' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Meine Gruppen' })).toBeNull();
    expect(screen.queryByTestId('konto-gruppen')).toBeNull();
    // A query would have started in the effects of the first render, which render() has run.
    expect(startedRequests(store)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('deletes a teacher account only after the username is typed, then goes to /login', async () => {
    const goToLogin = jest.spyOn(loginNavigation, 'goToLogin').mockImplementation(() => undefined);
    // The shell's fakeFetch can answer a real 204 without a body, as the API does.
    const calls: string[] = [];
    fakeFetch((method, path) => {
      calls.push(`${method} ${path}`);
      return method === 'DELETE' && path === '/benutzer/konto' ? { status: 204 } : { status: 404, body: {} };
    });
    renderPage(<MeinKonto user={LEHRER} />);
    fireEvent.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto löschen' });
    const confirm = within(dialog).getByRole('button', {
      name: 'Konto endgültig löschen',
    }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const input = within(dialog).getByRole('textbox', { name: /deinen Benutzernamen «lehrer»/ });
    fireEvent.change(input, { target: { value: 'Lehrer' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'lehrer' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(goToLogin).toHaveBeenCalled());
    expect(calls).toEqual(['DELETE /benutzer/konto']);
  });

  it('stays logged in and shows the message when the deletion is refused', async () => {
    const goToLogin = jest.spyOn(loginNavigation, 'goToLogin').mockImplementation(() => undefined);
    fakeApiCalls({
      'DELETE /benutzer/konto': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'fehler.keineBerechtigung',
          message: 'Dafür fehlt dir die Berechtigung.',
        },
      },
    });
    renderPage(<MeinKonto user={LEHRER} />);
    fireEvent.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto löschen' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'lehrer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Konto endgültig löschen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Dafür fehlt dir die Berechtigung.');
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
