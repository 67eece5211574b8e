import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SchulkontoAnbieter } from '@lernstapel/contracts';
import { fakeApiCalls, renderPage } from '@lernstapel/testing';
import { t } from '@lernstapel/texts';
import { AdminArea } from '../admin-area/AdminArea';
import { schule } from '../testing/fixtures';
import { Verwaltung } from '../verwaltung/Verwaltung';
import { eigeneSchule, SCHULE_ID, sessionMit } from '../verwaltung/testing';

const NUR_SCHULE = sessionMit({ kann_schuldaten_bearbeiten: true });
const PFAD = `/schulkonto/anbieter/${SCHULE_ID}`;

const GESPEICHERT: SchulkontoAnbieter = {
  schule_id: SCHULE_ID,
  kuerzel: 'gym-beispiel',
  aussteller: 'https://login.schule.example',
  client_id: 'lernstapel',
  client_secret_gespeichert: true,
  rollen_claim: 'rolle',
  schueler_klassen_code: null,
  rueckkehr_adresse: 'https://portal.example/api/schulkonto/rueckkehr',
  abmelde_adresse: 'https://portal.example/login',
};

// A form of Mantine inputs in jsdom on a busy 2-core machine: a test takes seconds.
jest.setTimeout(20_000);

async function oeffnen(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Anmeldung mit Schulkonto' }));
  return screen.findByTestId('schulkonto-dialog');
}

function feld(dialog: HTMLElement, name: RegExp): HTMLInputElement {
  return within(dialog).getByLabelText(name) as HTMLInputElement;
}

function speichern(dialog: HTMLElement): HTMLButtonElement {
  return within(dialog).getByRole('button', { name: 'Speichern' });
}

describe("'Anmeldung mit Schulkonto' in Verwaltung (issue 28)", () => {
  it('sets up a new provider: the rules keep Speichern disabled with their German texts, then PUT', async () => {
    const calls = fakeApiCalls({
      'GET /session': NUR_SCHULE,
      'GET /schulen/eigene': { status: 200, body: eigeneSchule() },
      [`GET ${PFAD}`]: { status: 200, body: null },
      [`PUT ${PFAD}`]: { status: 200, body: GESPEICHERT },
    });
    renderPage(<Verwaltung />);
    const dialog = await oeffnen();
    expect(speichern(dialog).disabled).toBe(true);
    expect(within(dialog).getByTestId('schulkonto-rueckkehr').textContent).toBe(
      `${window.location.origin}/api/schulkonto/rueckkehr`,
    );
    expect(dialog.textContent).toContain(t('schulkonto.secretLeer'));

    fireEvent.change(feld(dialog, /^Schulkürzel/), { target: { value: 'g!' } });
    fireEvent.change(feld(dialog, /^Aussteller/), { target: { value: 'http://login.schule.example' } });
    expect(dialog.textContent).toContain(t('schulkonto.kuerzelUngueltig'));
    expect(dialog.textContent).toContain(t('schulkonto.ausstellerUngueltig'));

    fireEvent.change(feld(dialog, /^Schulkürzel/), { target: { value: ' Gym-Beispiel ' } });
    fireEvent.change(feld(dialog, /^Aussteller/), { target: { value: 'https://login.schule.example' } });
    fireEvent.change(feld(dialog, /^Client-ID/), { target: { value: 'lernstapel' } });
    expect(speichern(dialog).disabled).toBe(true); // no secret stored yet
    fireEvent.change(feld(dialog, /^Client-Secret/), { target: { value: 'geheim' } });
    expect(feld(dialog, /^Client-Secret/).type).toBe('password');
    expect(speichern(dialog).disabled).toBe(false);
    fireEvent.click(speichern(dialog));

    expect((await screen.findByRole('status')).textContent).toBe(t('schulkonto.gespeichert'));
    expect(screen.queryByTestId('schulkonto-dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      kuerzel: 'gym-beispiel',
      aussteller: 'https://login.schule.example',
      client_id: 'lernstapel',
      client_secret: 'geheim',
      rollen_claim: null,
      schueler_klassen_code: null,
    });
  });

  it('never shows the stored secret; an empty secret field keeps it', async () => {
    const calls = fakeApiCalls({
      'GET /session': NUR_SCHULE,
      'GET /schulen/eigene': { status: 200, body: eigeneSchule() },
      [`GET ${PFAD}`]: { status: 200, body: GESPEICHERT },
      [`PUT ${PFAD}`]: { status: 200, body: { ...GESPEICHERT, client_id: 'neu' } },
    });
    renderPage(<Verwaltung />);
    const dialog = await oeffnen();
    expect(feld(dialog, /^Schulkürzel/).value).toBe('gym-beispiel');
    expect(feld(dialog, /^Rolle|^Claim/).value).toBe('rolle');
    expect(feld(dialog, /^Client-Secret/).value).toBe('');
    expect(dialog.textContent).toContain(t('schulkonto.clientSecretGespeichert'));
    expect(within(dialog).getByTestId('schulkonto-rueckkehr').textContent).toBe(
      GESPEICHERT.rueckkehr_adresse,
    );
    expect(within(dialog).getByTestId('schulkonto-abmelde-adresse').textContent).toBe(
      GESPEICHERT.abmelde_adresse,
    );
    expect(within(dialog).getByTestId('schulkonto-schullink').textContent).toContain(
      '/login?schule=gym-beispiel',
    );
    fireEvent.change(feld(dialog, /^Client-ID/), { target: { value: 'neu' } });
    // Pupil accounts on first sign-in need the role claim (only pupils are created).
    fireEvent.change(feld(dialog, /^Schülerkonten/), { target: { value: ' KL4711 ' } });
    fireEvent.change(feld(dialog, /^Rolle|^Claim/), { target: { value: '' } });
    expect(dialog.textContent).toContain(t('schulkonto.anlegenOhneRollenClaim'));
    expect(speichern(dialog).disabled).toBe(true);
    fireEvent.change(feld(dialog, /^Rolle|^Claim/), { target: { value: 'rolle' } });
    fireEvent.click(speichern(dialog));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      kuerzel: 'gym-beispiel',
      aussteller: 'https://login.schule.example',
      client_id: 'neu',
      rollen_claim: 'rolle',
      schueler_klassen_code: 'KL4711',
    });
  });

  it("keeps the dialog open with the server's German message", async () => {
    fakeApiCalls({
      'GET /session': NUR_SCHULE,
      'GET /schulen/eigene': { status: 200, body: eigeneSchule() },
      [`GET ${PFAD}`]: { status: 200, body: GESPEICHERT },
      [`PUT ${PFAD}`]: {
        status: 409,
        body: {
          statusCode: 409,
          error: 'schulkonto.kuerzelVergeben',
          message: t('schulkonto.kuerzelVergeben'),
        },
      },
    });
    renderPage(<Verwaltung />);
    const dialog = await oeffnen();
    fireEvent.click(speichern(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(t('schulkonto.kuerzelVergeben'));
    expect(screen.getByTestId('schulkonto-dialog')).toBeTruthy();
  });

  it('removes the provider after asking', async () => {
    const calls = fakeApiCalls({
      'GET /session': NUR_SCHULE,
      'GET /schulen/eigene': { status: 200, body: eigeneSchule() },
      [`GET ${PFAD}`]: { status: 200, body: GESPEICHERT },
      [`DELETE ${PFAD}`]: { status: 200, body: null },
    });
    renderPage(<Verwaltung />);
    const dialog = await oeffnen();
    fireEvent.click(within(dialog).getByRole('button', { name: t('schulkonto.entfernen') }));
    const frage = await screen.findByRole('dialog', { name: t('schulkonto.entfernen') });
    expect(frage.textContent).toContain(t('schulkonto.entfernenFrage'));
    fireEvent.click(within(frage).getByRole('button', { name: 'Löschen' }));
    expect((await screen.findByRole('status')).textContent).toBe(t('schulkonto.entfernt'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([PFAD]);
  });
});

describe("'Schulkonto' of a school in the main administrator's list (issue 28)", () => {
  it("opens the school's settings from its row and saves them for that school", async () => {
    const demo = schule();
    const pfad = `/schulkonto/anbieter/${demo.id}`;
    const calls = fakeApiCalls({
      '/schulen': { status: 200, body: [demo] },
      [`GET ${pfad}`]: { status: 200, body: { ...GESPEICHERT, schule_id: demo.id } },
      [`PUT ${pfad}`]: { status: 200, body: { ...GESPEICHERT, schule_id: demo.id } },
    });
    renderPage(<AdminArea />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Anmeldung mit Schulkonto von Schule Demo Oberstufe' }),
    );
    const dialog = await screen.findByTestId('schulkonto-dialog');
    await waitFor(() => expect(feld(dialog, /^Schulkürzel/).value).toBe('gym-beispiel'));
    fireEvent.click(speichern(dialog));
    expect((await screen.findByRole('status')).textContent).toBe(t('schulkonto.gespeichert'));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([pfad]);
  });
});
