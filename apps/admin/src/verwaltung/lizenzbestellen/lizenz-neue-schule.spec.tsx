import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LizenzFuerNeueSchuleRequest } from '@lernstapel/contracts';
import { fakeApiCalls, renderPage, type ApiRoutes } from '@lernstapel/testing';
import { Verwaltung } from '../Verwaltung';
import { eigeneSchule, LEA, sessionMit } from '../testing';

/** 01 §6: an individually registered person: a teacher without a school, class or flags. */
const EINZELPERSON = sessionMit({
  schule_id: null,
  klassen_code: null,
  lizenz_jahr: null,
  kann_lehrpersonen_bearbeiten: false,
  kann_schuldaten_bearbeiten: false,
});
const NEUE_SCHULE_ID = 9;
/** The same person after the order: in the new school with both flags. */
const NACH_BESTELLUNG = sessionMit({
  schule_id: NEUE_SCHULE_ID,
  lizenz_jahr: null,
  kann_lehrpersonen_bearbeiten: true,
  kann_schuldaten_bearbeiten: true,
});
const JAHR = new Date().getFullYear();
const BESTELLEN = `POST /schulen/lizenzbestellen/neueschule/${JAHR}`;
const MELDUNG = 'Vielen Dank! Die Schule «Schule Sonnenberg» ist erfasst.';

function bereich(): HTMLElement {
  return screen.getByTestId('lizenz-neue-schule');
}

function feld(name: string | RegExp): HTMLElement {
  return within(bereich()).getByRole('textbox', { name });
}

function tippen(name: string | RegExp, value: string): void {
  fireEvent.change(feld(name), { target: { value } });
}

function rotListe(): string[] {
  const liste = screen.queryByTestId('lizenz-fehlend');
  return liste
    ? within(liste)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

function bestellButton(): HTMLButtonElement {
  return within(bereich()).getByRole('button', { name: 'Lizenz bestellen' });
}

function bedingungen(): HTMLElement {
  return within(bereich()).getByRole('checkbox', { name: 'Ich akzeptiere die Lizenzbedingungen.' });
}

/** Fills every field the red list asks for (01 §5) plus a few others. */
function ausfuellen(): void {
  tippen(/^Name der Schule/, '  Schule Sonnenberg ');
  tippen('Anschrift', 'Sonnenweg 3');
  tippen('Postleitzahl', '8000');
  tippen('Ort', 'Zürich');
  tippen('Telefon 1', '044 123 45 67');
  tippen('E-Mail-Adresse 1', 'info@sonnenberg.example');
  tippen('Rechnungsanschrift 1', 'Postfach 12');
  tippen('Postleitzahl (Rechnung)', '8001');
  tippen('Ort (Rechnung)', 'Zürich');
}

async function render(routes: ApiRoutes) {
  const calls = fakeApiCalls(routes);
  renderPage(<Verwaltung />);
  await screen.findByTestId('lizenz-neue-schule');
  return calls;
}

jest.setTimeout(20_000);

describe('licence order of an individual person for a new school (01 §5, §6)', () => {
  it("shows the order form with the school fields instead of the 'no school' notice", async () => {
    await render({ 'GET /session': EINZELPERSON });
    expect(screen.getByRole('heading', { name: 'Schule', level: 1 })).toBeTruthy();
    expect(bereich().textContent).toContain('Schul-Lizenz für deine Schule bestellen');
    expect(bereich().textContent).toContain(
      'Danach verwaltest du die Schuldaten und kannst weitere Lehrpersonen erfassen.',
    );
    expect(bereich().textContent).toContain(
      'Die Lizenz ist aktiv, sobald die Hauptadministration den Zahlungseingang erfasst hat.',
    );
    expect(bereich().textContent).toContain('300.00 EUR pro Jahr');
    expect(screen.queryByText(/gehört zu keiner Schule/)).toBeNull();
    expect(feld(/^Name der Schule/)).toBeTruthy();
    // Contacts and the licence year are not part of the order (the person becomes the contact).
    expect(within(bereich()).queryByText('Ansprechpersonen')).toBeNull();
    expect(within(bereich()).queryByRole('textbox', { name: 'Lizenzjahr' })).toBeNull();
    // No teacher section without a school (01 §6).
    expect(screen.queryByTestId('lehrpersonen-table')).toBeNull();
  });

  it('shrinks the red list as the fields are filled', async () => {
    await render({ 'GET /session': EINZELPERSON });
    expect(rotListe()).toEqual([
      'Schulname fehlt',
      'Telefon 1 fehlt',
      'Rechnungsanschrift 1 fehlt',
      'Postleitzahl fehlt',
      'Ort fehlt',
    ]);
    tippen(/^Name der Schule/, 'Schule Sonnenberg');
    expect(rotListe()).toEqual([
      'Telefon 1 fehlt',
      'Rechnungsanschrift 1 fehlt',
      'Postleitzahl fehlt',
      'Ort fehlt',
    ]);
    tippen('Telefon 1', '044 123 45 67');
    tippen('Rechnungsanschrift 1', 'Postfach 12');
    expect(rotListe()).toEqual(['Postleitzahl fehlt', 'Ort fehlt']);
    // The school's own postal code is not the billing one.
    tippen('Postleitzahl', '8000');
    expect(rotListe()).toEqual(['Postleitzahl fehlt', 'Ort fehlt']);
    tippen('Postleitzahl (Rechnung)', '8001');
    tippen('Ort (Rechnung)', 'Zürich');
    expect(screen.queryByTestId('lizenz-fehlend')).toBeNull();
    tippen('Telefon 1', '   ');
    expect(rotListe()).toEqual(['Telefon 1 fehlt']);
  });

  it('enables the order only with accepted terms and complete, valid fields', async () => {
    await render({ 'GET /session': EINZELPERSON });
    fireEvent.click(bedingungen());
    expect(bestellButton().disabled).toBe(true);
    ausfuellen();
    expect(bestellButton().disabled).toBe(false);
    fireEvent.click(bedingungen());
    expect(bestellButton().disabled).toBe(true);
    fireEvent.click(bedingungen());
    // An invalid field (01 §9: postal code at most 10 characters) blocks as well, with its message.
    tippen('Postleitzahl', '12345678901');
    expect(bestellButton().disabled).toBe(true);
    expect(bereich().textContent).toContain('Die Postleitzahl darf höchstens 10 Zeichen lang sein.');
    tippen('Postleitzahl', '8000');
    expect(bestellButton().disabled).toBe(false);
  });

  it('sends the contract body, shows the message and becomes the normal Verwaltung', async () => {
    const routes: ApiRoutes = {
      'GET /session': EINZELPERSON,
      [BESTELLEN]: { status: 200, body: { message: MELDUNG } },
      [`GET /benutzer/schule/${NEUE_SCHULE_ID}`]: { status: 200, body: [LEA] },
      'GET /schulen/eigene': {
        status: 200,
        body: eigeneSchule({ name1: 'Schule Sonnenberg', lizenz_jahr: null }),
      },
    };
    const calls = await render(routes);
    ausfuellen();
    fireEvent.click(bedingungen());
    // From the order on, the server knows the person as a member of the new school.
    routes['GET /session'] = NACH_BESTELLUNG;
    fireEvent.click(bestellButton());

    expect((await screen.findByTestId('lizenz-bestellt')).textContent).toBe(MELDUNG);
    const body: LizenzFuerNeueSchuleRequest = {
      bedingungen_akzeptiert: true,
      schule: {
        name1: 'Schule Sonnenberg',
        name2: null,
        anschrift1: 'Sonnenweg 3',
        anschrift2: null,
        plz: '8000',
        ort: 'Zürich',
        land: 'CH',
        telefon1: '044 123 45 67',
        email1: 'info@sonnenberg.example',
        telefon2: null,
        email2: null,
        rechnungsanschrift1: 'Postfach 12',
        rechnungsanschrift2: null,
        rechnungsplz: '8001',
        rechnungsort: 'Zürich',
        rechnungsland: null,
        hauspost_domainname: null,
      },
    };
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/schulen/lizenzbestellen/neueschule/${JAHR}`, body },
    ]);
    // The session is read again: teacher and school sections replace the form, the message stays.
    await screen.findByTestId('lehrpersonen-table');
    await screen.findByTestId('schuldaten-abschnitt');
    expect(screen.queryByTestId('lizenz-neue-schule')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Verwaltung', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('lizenz-bestellt').textContent).toBe(MELDUNG);
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/session')).toHaveLength(2);
  });

  it("shows the server's refusal with its details and keeps the form", async () => {
    await render({
      'GET /session': EINZELPERSON,
      [BESTELLEN]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'lizenz.telefon1Fehlt',
          message: 'Telefon 1 fehlt',
          details: ['Telefon 1 fehlt', 'Ort fehlt'],
        },
      },
    });
    ausfuellen();
    fireEvent.click(bedingungen());
    fireEvent.click(bestellButton());
    const alert = await within(bereich()).findByRole('alert');
    expect(alert.textContent).toContain('Telefon 1 fehlt');
    expect(alert.textContent).toContain('Ort fehlt');
    expect(screen.queryByTestId('lizenz-bestellt')).toBeNull();
    await waitFor(() => expect(bestellButton().disabled).toBe(false));
    expect(feld(/^Name der Schule/)).toHaveProperty('value', '  Schule Sonnenberg ');
  });
});
