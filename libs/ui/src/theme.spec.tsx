import { render, screen } from '@testing-library/react';
import { Modal, MultiSelect, Notification } from '@mantine/core';
import { LernstapelProvider } from './lib/LernstapelProvider';

describe('theme (issue 15 §4)', () => {
  it('names the icon-only close buttons of dialogs and notifications in German', async () => {
    render(
      <LernstapelProvider>
        <Notification onClose={() => undefined}>Gespeichert</Notification>
        <Modal opened onClose={() => undefined} title="Dialog">
          Inhalt
        </Modal>
      </LernstapelProvider>,
    );
    expect(await screen.findAllByRole('button', { name: 'Schliessen' })).toHaveLength(2);
  });

  it('keeps the "nothing found" message of a pick list a valid (unselectable) option of its listbox', async () => {
    render(
      <LernstapelProvider>
        <MultiSelect
          label="Empfänger/innen"
          data={[{ value: '1', label: 'Karl Frei' }]}
          value={['1']}
          hidePickedOptions
          nothingFoundMessage="Niemand gefunden"
          dropdownOpened
        />
      </LernstapelProvider>,
    );
    const listbox = await screen.findByRole('listbox', { hidden: true });
    const leer = screen.getByRole('option', { name: 'Niemand gefunden', hidden: true });
    expect(listbox.contains(leer)).toBe(true);
    expect(leer.getAttribute('aria-disabled')).toBe('true');
    expect(leer.hasAttribute('data-combobox-option')).toBe(false);
  });
});
