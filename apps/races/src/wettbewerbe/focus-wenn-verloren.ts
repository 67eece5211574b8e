/**
 * Focus for an element that replaces the one the user was on (issue 23: after 'Starten' the LOS!!!
 * button, after the end the message): only when the focus fell back to the page, so a push from
 * another player never pulls the focus away from where the user is.
 */
export function fokusWennVerloren(element: HTMLElement | null): void {
  const aktiv = document.activeElement;
  if (element && (aktiv === null || aktiv === document.body)) element.focus();
}
