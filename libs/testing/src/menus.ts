import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/**
 * Opens the menu of the button named `name` and returns its dropdown (items need hidden: true while it
 * fades in). The click opens it on its stand-in (libs/ui lazy-parts): the open menu's button is Mantine's.
 */
export async function oeffneMenu(name: string): Promise<HTMLElement> {
  const target = await screen.findByRole('button', { name });
  target.focus(); // as a click does in the browser; the dialogs give the focus back to it
  fireEvent.click(target);
  return waitFor(() => {
    const open = screen.getByRole('button', { name, expanded: true });
    const menu = document.getElementById(open.getAttribute('aria-controls') ?? '');
    if (!menu) throw new Error(`menu ${name} is not open`);
    return menu;
  });
}

export function menuEintraege(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => item.textContent ?? '');
}

/** Opens the menu `menuName` and chooses `eintrag`. */
export async function waehleImMenu(menuName: string, eintrag: string): Promise<void> {
  const menu = await oeffneMenu(menuName);
  fireEvent.click(within(menu).getByRole('menuitem', { name: eintrag, hidden: true }));
}

/**
 * Opens a Mantine Select (or MultiSelect) and clicks one of its own options (the listbox it controls).
 * The click opens it on its stand-in (libs/ui lazy-parts): the open one is Mantine's, with the same id.
 */
export async function waehleOption(combobox: HTMLElement, option: string): Promise<void> {
  fireEvent.click(document.getElementById(combobox.id) ?? combobox);
  const listbox = await waitFor(() => {
    const offen = document.getElementById(combobox.id);
    const liste = document.getElementById(offen?.getAttribute('aria-controls') ?? '');
    if (!liste) throw new Error('the Select has no listbox');
    return liste;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}
