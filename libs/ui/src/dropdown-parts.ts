// Menus, pick lists and number fields: the Mantine components with large dependencies (Floating UI, a
// number formatter). A chunk of their own, apart from ./heavy-parts.ts, that loads after a page's first
// screen; stand-ins show them closed until then (issue 27, ./lazy-parts.tsx).
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
export { Menu, MultiSelect, NumberInput, ScrollArea, Select } from '@mantine/core';
