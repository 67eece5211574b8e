// What the login page does not need and loads on first use (./lazy-parts.tsx): the Mantine components
// with large dependencies (Floating UI for menus and selects, a number formatter) and the frame of the
// logged-in areas (AppShell, side menu).
// Their stylesheets come with them (the others: ./mantine-styles.ts).
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
export { Menu, MultiSelect, NumberInput, Select } from '@mantine/core';
export { AppFrame } from './lib/AppFrame';
export { SideNav } from './lib/SideNav';
