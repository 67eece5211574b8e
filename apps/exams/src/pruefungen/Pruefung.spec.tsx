import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PruefungDetail } from '@lernstapel/contracts';
import { fakeApi, renderPage } from '@lernstapel/testing';
import { Pruefung } from './Pruefung';

const PRUEFUNG: PruefungDetail = {
  id: 3,
  klassen_code: 'K1',
  titel: 'Bruchrechnen',
  datum: '2025-05-01',
  freigegeben: true,
  ist_korrigiert: false,
  unterrichtsmodul_id: 8,
  abgelaufen: true,
  anweisung_vor_pruefung: 'Lies jede Frage genau.\n<script>alert(1)</script>',
  gesamtpunktezahl: 12,
  modultitel: 'Brüche 1',
  anzahl_teile: 4,
};

function open(url: string) {
  return renderPage(<Pruefung />, { path: '/pruefungen/*', url });
}

describe('exam screen (exams remote, 02 §2)', () => {
  it('shows the header: title, date with (abgelaufen), stack, parts, points and the instruction as text', async () => {
    const requested = fakeApi({ '/pruefungen/id/3': { status: 200, body: PRUEFUNG } });
    open('/pruefungen/3');
    expect(await screen.findByRole('heading', { name: 'Bruchrechnen' })).toBeTruthy();
    expect(screen.getByTestId('pruefung-datum').textContent).toBe('01.05.2025 (abgelaufen)');
    expect(screen.getByTestId('pruefung-stapel').textContent).toBe('Brüche 1');
    expect(screen.getByTestId('pruefung-anzahl-teile').textContent).toBe('4');
    expect(screen.getByTestId('pruefung-gesamtpunktezahl').textContent).toBe('12');
    const anweisung = screen.getByTestId('pruefung-anweisung');
    expect(anweisung.textContent).toBe('Lies jede Frage genau.\n<script>alert(1)</script>');
    expect(anweisung.querySelector('script')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Anweisung vor der Prüfung' })).toBeTruthy();
    expect(requested).toEqual(['/pruefungen/id/3']);
  });

  it('shows a future date without (abgelaufen) and no instruction block when there is none', async () => {
    fakeApi({
      '/pruefungen/id/3': {
        status: 200,
        body: { ...PRUEFUNG, datum: '2027-01-10', abgelaufen: false, anweisung_vor_pruefung: null },
      },
    });
    open('/pruefungen/3');
    expect((await screen.findByTestId('pruefung-datum')).textContent).toBe('10.01.2027');
    expect(screen.queryByTestId('pruefung-anweisung')).toBeNull();
  });

  it("'Schliessen' goes to /user/pruefungen", async () => {
    fakeApi({ '/pruefungen/id/3': { status: 200, body: PRUEFUNG } });
    const { router } = open('/pruefungen/3');
    await screen.findByTestId('pruefung-kopf');
    fireEvent.click(screen.getByRole('link', { name: 'Schliessen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/pruefungen'));
  });

  it("shows 'No module found' with a close button when the exam does not exist", async () => {
    fakeApi({});
    open('/pruefungen/99');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No module found');
    expect(screen.getByRole('link', { name: 'Schliessen' }).getAttribute('href')).toBe('/user/pruefungen');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the API's message when the exam is not the user's", async () => {
    fakeApi({
      '/pruefungen/id/3': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'fehler.keineBerechtigung',
          message: 'Dafür fehlt dir die Berechtigung.',
        },
      },
    });
    open('/pruefungen/3');
    expect((await screen.findByRole('alert')).textContent).toContain('Dafür fehlt dir die Berechtigung.');
  });

  it.each(['/pruefungen', '/pruefungen/x1', '/pruefungen/3/mehr'])('%s goes to /user', async (url) => {
    fakeApi({});
    const { router } = open(url);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });
});
