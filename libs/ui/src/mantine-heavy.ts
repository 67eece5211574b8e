// The Mantine components that bring large dependencies (Floating UI for menus and selects, a number
// formatter): loaded on first use by ./lazy-mantine.tsx, so the login page does not carry them.
export { Menu, NumberInput, ScrollArea, Select } from '@mantine/core';
