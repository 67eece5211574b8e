import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderApp, TEACHER } from '../testing/render-app';

jest.mock('../federation/remote-loader', () => ({
  loadRemotePage: jest.fn(() => new Promise(() => undefined)),
}));

const BLOCKED = {
  statusCode: 403,
  error: 'login.gesperrt',
  message: 'Ihr Zugang wurde vorübergehend gesperrt.',
};

describe('login page (01 §2, §5)', () => {
  it('keeps "Anmelden" disabled while the code is empty', async () => {
    fakeFetch(() => ({ status: 200, body: { ok: true } }));
    renderApp('/login');
    const button = await screen.findByRole('button', { name: 'Anmelden' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Anmeldecode'), { target: { value: '   ' } });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Anmeldecode'), { target: { value: 'ABC' } });
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('submits as a form (what Enter does), sends the remember-me choice and opens /user', async () => {
    const sent: unknown[] = [];
    fakeFetch((method, path, body) => {
      if (path === '/benutzer/check') {
        sent.push(body);
        return { status: 200, body: { user: TEACHER } };
      }
      return { status: 200, body: { ok: true } };
    });
    const { router } = renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Anmeldecode'), { target: { value: ' ABCDEFGHJK ' } });
    fireEvent.click(screen.getByLabelText('Anmeldung auf diesem Browser speichern'));
    fireEvent.submit(screen.getByLabelText('Anmeldecode').closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(sent).toEqual([{ anmeldecode: 'ABCDEFGHJK', merken: true }]);
  });

  it("shows the API's German message for a blocked user and stays", async () => {
    fakeFetch((_method, path) =>
      path === '/benutzer/check' ? { status: 403, body: BLOCKED } : { status: 200, body: { ok: true } },
    );
    const { router } = renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Anmeldecode'), { target: { value: 'GESPERRT12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ihr Zugang wurde vorübergehend gesperrt.');
    expect(router.state.location.pathname).toBe('/login');
  });
});
