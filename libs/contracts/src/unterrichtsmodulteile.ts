import type { CardFields } from '@lernstapel/rules';

/**
 * A card as the API answers it (GET /api/unterrichtsmodulteile/{unterrichtsmodulid}): the 02 §3
 * fields with the representation of the rules library (0/1 flags as booleans, texts never null).
 */
export type Karte = CardFields;
