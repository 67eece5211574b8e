import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApiCalls, renderPage, nth } from '@lernstapel/testing';
import { KlasseGruppen } from '../KlasseGruppen';
import { ANNA, BEN, gruppe, KLASSE, SESSION } from '../testing';

const ROUTES = {
  '/session': SESSION,
  [`GET /benutzer/klasse/${KLASSE}`]: { status: 200, body: [ANNA, BEN] },
};

async function openGruppen(): Promise<void> {
  fireEvent.click(await screen.findByRole('tab', { name: 'Gruppen' }));
}

function rows(): HTMLElement[] {
  return within(screen.getByTestId('gruppen-table')).getAllByRole('row');
}

function cells(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

function chooseMember(dialog: HTMLElement, name: string): void {
  fireEvent.click(
    within(within(dialog).getByRole('group', { name: 'Mitglieder' })).getByRole('checkbox', { name }),
  );
}

jest.setTimeout(20_000);

describe("teacher's groups (01 §2 Gruppen tab)", () => {
  it('lists the groups with their members by username', async () => {
    fakeApiCalls({
      ...ROUTES,
      [`GET /schuelergruppen/${KLASSE}`]: {
        status: 200,
        body: [gruppe(), gruppe({ id: 6, bezeichnung: 'Leer', schuelerids: [] })],
      },
    });
    renderPage(<KlasseGruppen />);
    await openGruppen();
    await screen.findByTestId('gruppen-table');
    expect(cells(nth(rows(), 1)).slice(0, 2)).toEqual(['Lesegruppe', 'anna']);
    expect(cells(nth(rows(), 2)).slice(0, 2)).toEqual(['Leer', 'Keine Mitglieder']);
  });

  it("creates a group: 'Neue Gruppe' proposed, a name required, members sent by id", async () => {
    const neu = gruppe({ id: 7, bezeichnung: 'Neue Gruppe', schuelerids: [11, 12] });
    const calls = fakeApiCalls({
      ...ROUTES,
      [`GET /schuelergruppen/${KLASSE}`]: { status: 200, body: [] },
      'POST /schuelergruppen': { status: 200, body: [neu] },
    });
    renderPage(<KlasseGruppen />);
    await openGruppen();
    expect(await screen.findByText('Es sind noch keine Gruppen erfasst.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Gruppe +' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gruppe' });
    const name = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name der Gruppe' });
    expect(name.value).toBe('Neue Gruppe');
    fireEvent.change(name, { target: { value: ' ' } });
    expect(within(dialog).getByText('Bitte gib einen Namen für die Gruppe ein.')).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'OK' }).disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Neue Gruppe' } });
    chooseMember(dialog, 'anna');
    chooseMember(dialog, 'ben');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/schuelergruppen',
      body: { bezeichnung: 'Neue Gruppe', klassen_code: 'K1', schuelerids: [11, 12] },
    });
    expect(cells(nth(rows(), 1)).slice(0, 2)).toEqual(['Neue Gruppe', 'anna, ben']);
  });

  it('renames a group with its id and keeps its members', async () => {
    const calls = fakeApiCalls({
      ...ROUTES,
      [`GET /schuelergruppen/${KLASSE}`]: { status: 200, body: [gruppe()] },
      'POST /schuelergruppen': { status: 200, body: [gruppe({ bezeichnung: 'Lesekreis' })] },
    });
    renderPage(<KlasseGruppen />);
    await openGruppen();
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten: Lesegruppe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gruppe' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name der Gruppe' }), {
      target: { value: 'Lesekreis' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: 5,
      bezeichnung: 'Lesekreis',
      klassen_code: 'K1',
      schuelerids: [11],
    });
    expect(cells(nth(rows(), 1))[0]).toBe('Lesekreis');
  });

  it('deletes a group after a confirmation', async () => {
    const calls = fakeApiCalls({
      ...ROUTES,
      [`GET /schuelergruppen/${KLASSE}`]: { status: 200, body: [gruppe()] },
      'POST /schuelergruppen/delete': { status: 200, body: [] },
    });
    renderPage(<KlasseGruppen />);
    await openGruppen();
    fireEvent.click(await screen.findByRole('button', { name: 'Löschen: Lesegruppe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gruppe löschen' });
    expect(dialog.textContent).toContain('Soll die Gruppe «Lesegruppe» wirklich gelöscht werden?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/schuelergruppen/delete', { id: 5 }],
    ]);
    expect(await screen.findByText('Es sind noch keine Gruppen erfasst.')).toBeTruthy();
  });
});
