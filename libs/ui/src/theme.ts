import { createTheme } from '@mantine/core';

/** Lernstapel's look: one place for colours, radius and fonts shared by the shell and every remote. */
export const LERNSTAPEL_THEME = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
});
