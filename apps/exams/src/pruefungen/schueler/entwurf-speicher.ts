import type { PruefungsAntwort } from '@lernstapel/contracts';

/**
 * What a pupil typed in an exam, kept in this browser per user and exam (issue 23): every change is
 * written here first, so a reload or a cut network loses nothing. `offen` are the parts the server
 * does not have yet; their answers win over the server's when the exam is opened again.
 */
export interface Entwurf {
  antworten: Record<string, PruefungsAntwort>;
  offen: number[];
}

const PREFIX = 'lernstapel.pruefung';

export function entwurfSchluessel(userId: number, pruefungId: number): string {
  return `${PREFIX}.${userId}.${pruefungId}`;
}

function leer(): Entwurf {
  return { antworten: {}, offen: [] };
}

export function entwurfLesen(schluessel: string): Entwurf {
  try {
    const gespeichert = JSON.parse(localStorage.getItem(schluessel) ?? 'null') as Partial<Entwurf> | null;
    if (!gespeichert || typeof gespeichert !== 'object') return leer();
    return {
      antworten:
        gespeichert.antworten && typeof gespeichert.antworten === 'object' ? gespeichert.antworten : {},
      offen: Array.isArray(gespeichert.offen) ? gespeichert.offen.filter(Number.isInteger) : [],
    };
  } catch {
    return leer();
  }
}

function schreiben(schluessel: string, entwurf: Entwurf): void {
  try {
    localStorage.setItem(schluessel, JSON.stringify(entwurf));
  } catch {
    // A full or blocked storage: the answer is still in the form and the autosave sends it.
  }
}

/** A changed answer: kept and marked as not yet on the server. */
export function entwurfAendern(schluessel: string, antwort: PruefungsAntwort): void {
  const entwurf = entwurfLesen(schluessel);
  const id = antwort.pruefungsteil_id;
  schreiben(schluessel, {
    antworten: { ...entwurf.antworten, [id]: antwort },
    offen: entwurf.offen.includes(id) ? entwurf.offen : [...entwurf.offen, id],
  });
}

/** The server has `antwort`: the part is no longer open, unless it changed again meanwhile. */
export function entwurfGesendet(schluessel: string, antwort: PruefungsAntwort): void {
  const entwurf = entwurfLesen(schluessel);
  const id = antwort.pruefungsteil_id;
  const aktuell = entwurf.antworten[id];
  if (aktuell && JSON.stringify(aktuell) !== JSON.stringify(antwort)) return;
  schreiben(schluessel, { ...entwurf, offen: entwurf.offen.filter((offen) => offen !== id) });
}

/** The open answers of the draft, by part. */
export function offeneAntworten(schluessel: string): Map<number, PruefungsAntwort> {
  const entwurf = entwurfLesen(schluessel);
  return new Map(
    entwurf.offen.flatMap((id) => {
      const antwort = entwurf.antworten[id];
      return antwort ? [[id, antwort] as const] : [];
    }),
  );
}

/** After the hand-in the server has everything: the draft goes. */
export function entwurfLoeschen(schluessel: string): void {
  try {
    localStorage.removeItem(schluessel);
  } catch {
    // nothing to clean up
  }
}
