import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApiCalls, renderPage } from '@lernstapel/testing';
import { Verwaltung } from '../Verwaltung';
import { eigeneSchule, sessionMit } from '../testing';

const NUR_SCHULE = sessionMit({ kann_schuldaten_bearbeiten: true });

async function openDialog(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Schuldaten bearbeiten' }));
  return screen.findByRole('dialog', { name: 'Schuldaten' });
}

function ok(dialog: HTMLElement): HTMLButtonElement {
  return within(dialog).getByRole('button', { name: 'OK' });
}

// The school form has some 20 Mantine inputs; in jsdom on a busy 2-core machine a test takes seconds.
jest.setTimeout(20_000);

describe("'Schule': the own school's data (01 §2, §5, §6)", () => {
  it('edits every school field but lizenz_jahr; OK only with a school name; saves with PUT', async () => {
    const gespeichert = eigeneSchule({ name1: 'Schule Neu', rechnungsanschrift1: 'Postfach 3' });
    const calls = fakeApiCalls({
      'GET /session': NUR_SCHULE,
      'GET /schulen/eigene': { status: 200, body: eigeneSchule() },
      'PUT /schulen/eigene': { status: 200, body: gespeichert },
    });
    renderPage(<Verwaltung />);
    const dialog = await openDialog();
    const name1 = within(dialog).getByRole('textbox', { name: /^Name der Schule/ });
    expect((name1 as HTMLInputElement).value).toBe('Schule Demo');
    expect(within(dialog).queryByRole('textbox', { name: 'Lizenzjahr' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Rechnungsanschrift 1' })).toBeTruthy();

    fireEvent.change(name1, { target: { value: '  ' } });
    expect(ok(dialog).disabled).toBe(true);
    expect(dialog.textContent).toContain('Bitte gib den Namen der Schule ein.');
    fireEvent.change(name1, { target: { value: 'Schule Neu' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Rechnungsanschrift 1' }), {
      target: { value: 'Postfach 3' },
    });
    expect(ok(dialog).disabled).toBe(false);
    fireEvent.click(ok(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/schulen/eigene');
    const body = put?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('lizenz_jahr');
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({
      name1: 'Schule Neu',
      name2: 'Oberstufe',
      land: 'CH',
      telefon1: '044 123 45 67',
      rechnungsanschrift1: 'Postfach 3',
      rechnungsplz: null,
      schule_ansprechpartner: [
        { id: 2, namevoll: 'Lea Lehrerin', email: null },
        { id: 3, namevoll: 'Max Muster', email: 'max@example.org' },
      ],
    });
    // The page shows the school the server answered.
    expect(screen.getByTestId('schuldaten-abschnitt').textContent).toContain('Schule Neu Oberstufe');
  });

  it("keeps the dialog open with the server's message when saving fails", async () => {
    fakeApiCalls({
      'GET /session': NUR_SCHULE,
      'GET /schulen/eigene': { status: 200, body: eigeneSchule() },
      'PUT /schulen/eigene': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'fehler.keineBerechtigung',
          message: 'Dafür fehlt dir die Berechtigung.',
        },
      },
    });
    renderPage(<Verwaltung />);
    const dialog = await openDialog();
    fireEvent.click(ok(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Dafür fehlt dir die Berechtigung.');
    expect(screen.getByRole('dialog', { name: 'Schuldaten' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
