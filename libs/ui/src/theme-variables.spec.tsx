import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { LernstapelProvider } from './lib/LernstapelProvider';
import { LERNSTAPEL_CSS_VARIABLES, LERNSTAPEL_THEME } from './theme';

const VARIABLES_STYLE = /<style data-mantine-styles="true"[^>]*>(.*?)<\/style>/s;

/** What Mantine's provider renders into the page for the theme when it renders the variables itself. */
function variablesMantineRenders(): string {
  const html = renderToString(
    <MantineProvider theme={LERNSTAPEL_THEME} cssVariablesResolver={LERNSTAPEL_CSS_VARIABLES}>
      <span />
    </MantineProvider>,
  );
  return VARIABLES_STYLE.exec(html)?.[1] ?? '';
}

/**
 * The rules of a stylesheet as selectors and declarations, with comments, line breaks and quote style
 * left out (the file is formatted by Prettier); the spaces inside a value stay ("Segoe UI").
 */
const rules = (css: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)].map(
    ([, selector = '', body = '']) => ({
      selector: selector
        .split(',')
        .map((part) => part.trim().replaceAll("'", '"'))
        .join(', '),
      declarations: body
        .split(';')
        .map((declaration) => declaration.trim().replace(/\s+/g, ' ').replaceAll("'", '"'))
        .filter(Boolean),
    }),
  );

describe('theme-variables.css (issue 27)', () => {
  it('holds exactly the variables Mantine would render for the theme', () => {
    const file = readFileSync(join(__dirname, 'theme-variables.css'), 'utf8');
    const rendered = variablesMantineRenders();
    expect(rendered).toContain('--mantine-color-teal-8: #077855');
    expect(rules(rendered)).toHaveLength(3);
    // On a change of the theme: the file takes the rules Mantine renders (`rendered`).
    expect(rules(file)).toEqual(rules(rendered));
  });

  it('is the only place of the variables: the provider renders none into the page', () => {
    const html = renderToString(
      <LernstapelProvider>
        <span />
      </LernstapelProvider>,
    );
    expect(html).toContain('<span>');
    expect(html).not.toMatch(VARIABLES_STYLE);
  });
});
