/** Stored card HTML (02 §8) as plain text for the printout: never rendered as markup here. */
export function druckText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n'), 'text/html');
  return (doc.body.textContent ?? '').trim();
}

/** 02 §2, §9: with more than 5 cards the action buttons are repeated below the list. */
export const KNOEPFE_WIEDERHOLEN_AB = 6;
