import { t } from '@lernstapel/texts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApiCalls, renderPage } from '@lernstapel/testing';
import { Verwaltung } from '../Verwaltung';
import { eigeneSchule, SCHULE_ID, sessionMit } from '../testing';

const NUR_SCHULE = sessionMit({ kann_schuldaten_bearbeiten: true });
const JAHR = new Date().getFullYear();
const VOLLSTAENDIG = eigeneSchule({
  lizenz_jahr: JAHR - 1,
  rechnungsanschrift1: 'Postfach 3',
  rechnungsplz: '8001',
  rechnungsort: 'Zürich',
});
const BESTELLEN = `POST /schulen/lizenzbestellen/${SCHULE_ID}/${JAHR}`;

function orderButton(): HTMLButtonElement {
  return within(screen.getByTestId('lizenz-abschnitt')).getByRole('button', { name: 'Lizenz bestellen' });
}

function terms(): HTMLElement {
  return screen.getByRole('checkbox', { name: 'Ich akzeptiere die Lizenzbedingungen.' });
}

jest.setTimeout(20_000);

describe('licence order (01 §5, §7, §9)', () => {
  it('lists the missing fields in red and keeps the button disabled even with accepted terms', async () => {
    fakeApiCalls({
      'GET /session': NUR_SCHULE,
      'GET /schulen/eigene': {
        status: 200,
        body: eigeneSchule({ name1: '', telefon1: null, lizenz_jahr: null }),
      },
    });
    renderPage(<Verwaltung />);
    const fehlend = await screen.findByTestId('lizenz-fehlend');
    expect(
      within(fehlend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Schulname fehlt',
      'Telefon 1 fehlt',
      'Rechnungsanschrift 1 fehlt',
      'Postleitzahl fehlt',
      'Ort fehlt',
    ]);
    expect(screen.getByTestId('lizenz-status').textContent).toBe(
      `Für das Jahr ${JAHR} ist keine Schul-Lizenz vorhanden.`,
    );
    const notice = within(screen.getByTestId('lizenz-abschnitt')).getByTestId('licence-notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain(
      `Keine Schul-Lizenz für das Jahr ${JAHR} für diese Funktion vorhanden...`,
    );
    expect(notice.textContent).toContain(t('lizenz.hinweisBestellen'));
    expect(screen.getByTestId('lizenz-abschnitt').textContent).toContain('300.00 EUR pro Jahr');
    fireEvent.click(terms());
    expect(orderButton().disabled).toBe(true);
  });

  it("enables the order only with accepted terms and shows the server's message as is", async () => {
    const calls = fakeApiCalls({
      'GET /session': NUR_SCHULE,
      'GET /schulen/eigene': { status: 200, body: VOLLSTAENDIG },
      [BESTELLEN]: { status: 200, body: { message: 'Vielen Dank! Ihre Bestellung ist eingegangen.' } },
    });
    renderPage(<Verwaltung />);
    await screen.findByTestId('lizenz-abschnitt');
    expect(screen.queryByTestId('lizenz-fehlend')).toBeNull();
    expect(orderButton().disabled).toBe(true);
    fireEvent.click(terms());
    expect(orderButton().disabled).toBe(false);
    fireEvent.click(orderButton());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Vielen Dank! Ihre Bestellung ist eingegangen.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/schulen/lizenzbestellen/${SCHULE_ID}/${JAHR}`,
        body: { bedingungen_akzeptiert: true },
      },
    ]);
  });

  it("shows the server's refusal with its details", async () => {
    fakeApiCalls({
      'GET /session': NUR_SCHULE,
      'GET /schulen/eigene': { status: 200, body: VOLLSTAENDIG },
      [BESTELLEN]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'validierung',
          message: 'Die Eingabe ist ungültig.',
          details: ['Telefon 1 fehlt'],
        },
      },
    });
    renderPage(<Verwaltung />);
    await screen.findByTestId('lizenz-abschnitt');
    fireEvent.click(terms());
    fireEvent.click(orderButton());
    // The missing-licence notice is an alert too; the refusal is the one with the server's message.
    const alert = (await screen.findByText('Die Eingabe ist ungültig.')).closest('[role="alert"]');
    expect(alert?.textContent).toContain('Die Eingabe ist ungültig.');
    expect(alert?.textContent).toContain('Telefon 1 fehlt');
  });

  it("shows 'Lizenz {year} gültig' for this year's licence", async () => {
    fakeApiCalls({
      'GET /session': NUR_SCHULE,
      'GET /schulen/eigene': { status: 200, body: { ...VOLLSTAENDIG, lizenz_jahr: JAHR } },
    });
    renderPage(<Verwaltung />);
    expect((await screen.findByTestId('lizenz-status')).textContent).toBe(`Lizenz ${JAHR} gültig`);
    expect(screen.queryByTestId('licence-notice')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('schuldaten-abschnitt')).toBeTruthy());
  });
});
