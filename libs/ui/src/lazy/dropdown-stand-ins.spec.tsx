import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Menu, Select } from '@mantine/core';
import { LernstapelProvider } from '../lib/LernstapelProvider';
import { chunk } from './chunk';
import { compoundWithStandIns, partWithStandIn } from './lazy-part';
import { hiddenUntilLoaded, menuStandIn, menuTargetStandIn, selectStandIn } from './dropdown-stand-ins';

/** A chunk of the real Mantine parts that arrives when the test says so. */
function chunkOnCall() {
  let arrive: () => void = () => undefined;
  const asked = jest.fn();
  const dropdownChunk = chunk(
    () =>
      new Promise<{ Select: typeof Select; Menu: typeof Menu }>((resolve) => {
        asked();
        arrive = () => resolve({ Select, Menu });
      }),
  );
  const arriveOnceAsked = async () => {
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await act(async () => arrive());
  };
  return { dropdownChunk, asked, arrive: arriveOnceAsked };
}

const SORTIERUNGEN = [
  { value: 'titel', label: 'Titel' },
  { value: 'datum', label: 'Datum' },
];

describe('stand-ins of the menus and pick lists until their chunk has loaded (issue 27)', () => {
  it('shows a pick list closed with its label and chosen option; a click opens it once loaded', async () => {
    const { dropdownChunk, asked, arrive } = chunkOnCall();
    const LazySelect = partWithStandIn(dropdownChunk, (module) => module.Select, selectStandIn);
    render(
      <LernstapelProvider>
        <LazySelect label="Sortierung" value="datum" data={SORTIERUNGEN} onChange={() => undefined} />
      </LernstapelProvider>,
    );
    const standIn = screen.getByRole<HTMLInputElement>('combobox', { name: 'Sortierung' });
    expect([standIn.value, standIn.readOnly, standIn.getAttribute('aria-expanded')]).toEqual([
      'Datum',
      true,
      'false',
    ]);
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();

    fireEvent.click(standIn);
    expect(asked).toHaveBeenCalledTimes(1);
    await arrive();

    const opened = await screen.findByRole('combobox', { name: 'Sortierung', expanded: true });
    expect(opened.id).toBe(standIn.id);
    expect(document.activeElement).toBe(opened);
    const options = screen.getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Titel', 'Datum']);
  });

  it("asks for the chunk at the user's first input anywhere, and then shows the real part closed", async () => {
    const { dropdownChunk, asked, arrive } = chunkOnCall();
    const LazySelect = partWithStandIn(dropdownChunk, (module) => module.Select, selectStandIn);
    render(
      <LernstapelProvider>
        <LazySelect label="Sortierung" value="titel" data={SORTIERUNGEN} />
      </LernstapelProvider>,
    );
    expect(asked).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await arrive();
    const loaded = screen.getByRole<HTMLInputElement>('combobox', { name: 'Sortierung' });
    expect([loaded.value, loaded.getAttribute('data-expanded')]).toEqual(['Titel', null]);
  });

  it('shows a menu as its button, also once loaded; a click opens the menu and its items work', async () => {
    const { dropdownChunk, arrive } = chunkOnCall();
    const LazyMenu = compoundWithStandIns(dropdownChunk, 'Menu', menuStandIn, {
      Target: menuTargetStandIn,
      Dropdown: hiddenUntilLoaded,
      Item: hiddenUntilLoaded,
    });
    const loeschen = jest.fn();
    render(
      <LernstapelProvider>
        <LazyMenu>
          <LazyMenu.Target>
            <button type="button">Aktionen</button>
          </LazyMenu.Target>
          <LazyMenu.Dropdown>
            <LazyMenu.Item onClick={loeschen}>Löschen</LazyMenu.Item>
          </LazyMenu.Dropdown>
        </LazyMenu>
      </LernstapelProvider>,
    );
    const button = screen.getByRole('button', { name: 'Aktionen' });
    expect([button.getAttribute('aria-haspopup'), button.getAttribute('aria-expanded')]).toEqual([
      'menu',
      'false',
    ]);
    fireEvent.pointerDown(document.body);
    await arrive();
    // Loaded, the menu still mounts nothing until it is opened: the same button, no menu of Mantine's.
    expect(screen.getByRole('button', { name: 'Aktionen' })).toBe(button);
    expect(screen.queryByText('Löschen')).toBeNull();

    fireEvent.click(button);

    const item = await screen.findByRole('menuitem', { name: 'Löschen', hidden: true });
    // The focus is on the open menu's new button or in its dropdown, not lost with the stand-in.
    const offen = screen.getByRole('button', { name: 'Aktionen', expanded: true });
    const dropdown = document.getElementById(offen.getAttribute('aria-controls') ?? '');
    expect(offen === document.activeElement || dropdown?.contains(document.activeElement)).toBe(true);
    fireEvent.click(item);
    expect(loeschen).toHaveBeenCalledTimes(1);
  });
});
