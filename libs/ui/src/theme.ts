import { type CSSVariablesResolver, type MantineColorsTuple, createTheme } from '@mantine/core';
import { t } from '@lernstapel/texts';

/**
 * Mantine's palettes with shades 8 and 9 darkened until they meet WCAG 2.2 AA (issue 15 §4): shade 8
 * is the filled and outline colour and the link colour (white text on it ≥ 5.4:1; as text ≥ 4.6:1
 * even on gray 2, a hovered table row), shade 9 the text of the light variant on shade 1 (≥ 5:1).
 * Shades 0–7 are Mantine's.
 */
const ACCESSIBLE_COLORS: Record<string, MantineColorsTuple> = {
  teal: [
    '#e6fcf5',
    '#c3fae8',
    '#96f2d7',
    '#63e6be',
    '#38d9a9',
    '#20c997',
    '#12b886',
    '#0ca678',
    '#077855',
    '#076b4c',
  ],
  red: [
    '#fff5f5',
    '#ffe3e3',
    '#ffc9c9',
    '#ffa8a8',
    '#ff8787',
    '#ff6b6b',
    '#fa5252',
    '#f03e3e',
    '#c72c2c',
    '#b32525',
  ],
  green: [
    '#ebfbee',
    '#d3f9d8',
    '#b2f2bb',
    '#8ce99a',
    '#69db7c',
    '#51cf66',
    '#40c057',
    '#37b24d',
    '#247834',
    '#216a30',
  ],
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#fd7e14',
    '#f76707',
    '#b54509',
    '#a7370c',
  ],
  yellow: [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#fab005',
    '#f59f00',
    '#9a5a00',
    '#914b00',
  ],
};

/** Lernstapel's look: one place for colours, radius and fonts shared by the shell and every remote. */
export const LERNSTAPEL_THEME = createTheme({
  primaryColor: 'teal',
  primaryShade: 8,
  colors: ACCESSIBLE_COLORS,
  // Keyboard focus always shows a ring (never removed), in the primary colour (≥ 3:1 on white).
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  // Icon-only close buttons get their German name here, once for every dialog of every app.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('allgemein.schliessen') } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('allgemein.schliessen') } } },
    Alert: { defaultProps: { closeButtonLabel: t('allgemein.schliessen') } },
    // The focus placeholder is a role="presentation" child, which a role="menu" may not have. Plain
    // objects, not Menu.extend(): the theme must not pull Menu (and Floating UI) into the first load.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A pick list's "nothing found" message sits inside its role="listbox", which may only own options
    // (axe: aria-required-children, e.g. once every person is picked): it becomes an option that cannot
    // be chosen, as React Aria renders an empty list. Keyboard navigation skips it (it has no
    // data-combobox-option).
    ComboboxEmpty: { defaultProps: { role: 'option', 'aria-disabled': true, 'aria-selected': false } },
  },
});

/**
 * Secondary ("dimmed") text one shade darker than Mantine's gray 6 (3.3:1 on white); error texts in
 * red 8 instead of red 6 (3.3:1). The page gets these, with the theme's, from ./theme-variables.css.
 */
export const LERNSTAPEL_CSS_VARIABLES: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
