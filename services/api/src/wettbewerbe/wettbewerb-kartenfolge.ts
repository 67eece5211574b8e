import { randomInt } from 'node:crypto';
import { shuffled } from '@lernstapel/rules';

/** Unpredictable in [0, 1): nobody can work out the next start's order. */
const zufall = () => randomInt(0x1_0000_0000) / 0x1_0000_0000;

/**
 * The question order of a race start (issue 13): the stack's cards shuffled, the same for every
 * participant (they race on the same questions), stored as JSON card ids in wettbewerb.kartenfolge.
 */
export function neueKartenfolge(karten: readonly { id: number }[], random: () => number = zufall): string {
  return JSON.stringify(
    shuffled(
      karten.map((karte) => karte.id),
      random,
    ),
  );
}

function gespeicherteIds(kartenfolge: string | null): number[] {
  if (kartenfolge === null) return [];
  try {
    const ids: unknown = JSON.parse(kartenfolge);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * The stack's cards (`karten`, in the stack's order) in the order stored at the start. A card deleted
 * since is left out and one added since comes last, so a rejoining player finds the same card at the
 * same position as long as the stack stays as it was. No stored order: the stack's order.
 */
export function kartenInFolge<K extends { id: number }>(
  karten: readonly K[],
  kartenfolge: string | null,
): K[] {
  const nachId = new Map(karten.map((karte) => [karte.id, karte]));
  const folge = gespeicherteIds(kartenfolge).flatMap((id) => {
    const karte = nachId.get(id);
    nachId.delete(id);
    return karte ? [karte] : [];
  });
  return [...folge, ...nachId.values()];
}
