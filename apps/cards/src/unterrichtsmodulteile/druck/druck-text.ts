/** A tag with its attributes; a quoted value may contain '>'. */
const TAG = /<(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const ZEILENUMBRUCH = /<br\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

/**
 * Stored card HTML (02 §8) as plain text for the printout: never rendered as markup here. The tags are
 * removed as text before anything is parsed: parsing markup into a document, even an inert one from
 * DOMParser, creates its inline handlers (onerror=…), which the CSP blocks with a logged violation
 * (issue 23 §3). Only the character references are then decoded, from a text without a single tag.
 */
export function druckText(html: string): string {
  const ohneTags = html.replace(ZEILENUMBRUCH, '\n').replace(TAG, '').replace(/</g, '&lt;');
  const doc = new DOMParser().parseFromString(ohneTags, 'text/html');
  return (doc.body.textContent ?? '').trim();
}

/** 02 §2, §9: with more than 5 cards the action buttons are repeated below the list. */
export const KNOEPFE_WIEDERHOLEN_AB = 6;
