// Menus, pick lists and number fields: the Mantine components with large dependencies (Floating UI, a
// number formatter). A chunk of their own, apart from ./heavy-parts.ts, so that the pages after a login
// that show none of them (the dashboard) do not wait for them (issue 27). Loaded by ./lazy-parts.tsx.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
export { Menu, MultiSelect, NumberInput, ScrollArea, Select } from '@mantine/core';
