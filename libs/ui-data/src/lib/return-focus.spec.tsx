import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { DialogForm } from './DialogForm';
import { ConfirmDeleteDialog, LernstapelProvider } from '@lernstapel/ui';

/** A page whose button opens a dialog that is mounted while open, as every dialog of the portal. */
function Seite({ art }: { art: 'formular' | 'loeschen' | 'gesteuert' }) {
  const [offen, setOffen] = useState(false);
  const schliessen = () => setOffen(false);
  return (
    <LernstapelProvider>
      <button type="button" onClick={() => setOffen(true)}>
        Schüler/in bearbeiten
      </button>
      {offen && art === 'formular' ? (
        <DialogForm title="Schüler/in" gueltig loading={false} onSubmit={schliessen} onClose={schliessen}>
          <input aria-label="Benutzername" data-autofocus />
        </DialogForm>
      ) : null}
      {art === 'gesteuert' ? (
        <DialogForm
          opened={offen}
          title="Anmelden"
          gueltig
          loading={false}
          error="Unbekannter Anmeldecode."
          onSubmit={schliessen}
          onClose={schliessen}
        >
          <input aria-label="Anmeldecode" data-autofocus />
        </DialogForm>
      ) : null}
      {offen && art === 'loeschen' ? (
        <ConfirmDeleteDialog
          title="Löschen"
          question="Wirklich?"
          loading={false}
          onConfirm={schliessen}
          onClose={schliessen}
        />
      ) : null}
    </LernstapelProvider>
  );
}

async function oeffnen() {
  const opener = screen.getByRole('button', { name: 'Schüler/in bearbeiten' });
  opener.focus();
  fireEvent.click(opener);
  await screen.findByRole('dialog');
  return opener;
}

async function warteAufFokus() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('focus returns to the opener when a dialog closes (issue 23 §2, WCAG 2.4.3)', () => {
  it('after Esc', async () => {
    render(<Seite art="formular" />);
    const opener = await oeffnen();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await warteAufFokus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('after Abbrechen', async () => {
    render(<Seite art="formular" />);
    const opener = await oeffnen();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await warteAufFokus();
    expect(document.activeElement).toBe(opener);
  });

  it('after OK (the form is sent and closes)', async () => {
    render(<Seite art="formular" />);
    const opener = await oeffnen();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await warteAufFokus();
    expect(document.activeElement).toBe(opener);
  });

  it('after a delete question is answered', async () => {
    render(<Seite art="loeschen" />);
    const opener = await oeffnen();
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    await warteAufFokus();
    expect(document.activeElement).toBe(opener);
  });

  it('of a dialog that stays mounted and closes by `opened` (the login page), with its own message', async () => {
    render(<Seite art="gesteuert" />);
    const opener = await oeffnen();
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(
      'Unbekannter Anmeldecode.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
