// What the login page does not need and loads with the logged-in areas (./lazy-parts.tsx): the frame
// of the logged-in areas (AppShell, side menu) and the components only pages after a login use (tables,
// tabs, badges, segmented controls, …; issue 15 §2). Menus and pick lists, with their large
// dependencies, are in ./dropdown-parts.ts (issue 27).
// Their stylesheets come with them (the others: ./mantine-styles.ts).
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
export { Accordion, Badge, Code, Divider, Notification, Table, Tabs, Textarea } from '@mantine/core';
export { AppFrame } from './lib/AppFrame';
export { SideNav } from './lib/SideNav';
export { SegmentedControl } from './lib/SegmentedControl';
