// What the login page does not need and loads on first use (./lazy-parts.tsx): the Mantine components
// with large dependencies (Floating UI for menus and selects, a number formatter) and the frame of the
// logged-in areas (AppShell, side menu).
export { Menu, NumberInput, Select } from '@mantine/core';
export { AppFrame } from './lib/AppFrame';
export { SideNav } from './lib/SideNav';
