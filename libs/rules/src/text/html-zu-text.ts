import { convert, type HtmlToTextOptions } from 'html-to-text';

// Block elements become line breaks; links, images and media leave only their visible text, so an
// imported field never carries a URL the author did not write as text.
const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  preserveNewlines: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'audio', format: 'skip' },
    { selector: 'video', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
};

/**
 * Text of an HTML fragment as a reader sees it (Anki fields, dictionary entries, printed answers):
 * all named and numeric entities decoded, line breaks kept, indentation and blank lines at the ends dropped.
 */
export function htmlZuText(html: string): string {
  return convert(html, OPTIONS)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
