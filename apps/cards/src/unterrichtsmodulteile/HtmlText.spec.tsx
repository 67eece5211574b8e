import { render, screen } from '@testing-library/react';
import { LernstapelProvider } from '@lernstapel/ui';
import { gereinigt, HtmlText } from './HtmlText';

describe('HtmlText (DEVIATIONS 7, 02 §8)', () => {
  it('keeps harmless markup', () => {
    expect(gereinigt('<b>Hund</b> &amp; Katze')).toEqual({ html: '<b>Hund</b> &amp; Katze', fehler: false });
  });

  it('removes scripts and event handlers and says the HTML had an error', () => {
    render(
      <LernstapelProvider>
        <HtmlText html={'<img src="x" onerror="alert(1)"><script>alert(2)</script>Text'} testId="html" />
      </LernstapelProvider>,
    );
    const html = screen.getByTestId('html');
    expect(html.querySelector('script')).toBeNull();
    expect(html.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(html.textContent).toContain('Text FEHLER IM HTML-CODE!!!');
  });
});
