import { positiveIdFrom } from '@lernstapel/rules';

/**
 * 02 §2 /user/{action}/{unterrichtsmodulid}/{from} and 01 §2 /user/{from}?action=kopieren&unterrichtsmodulid=…:
 * the stack to copy into the own stacks, or null when the address asks for no copy.
 */
export function kopierAuftrag(
  params: { action?: string; id?: string },
  search: URLSearchParams,
): number | null {
  if (params.action === 'kopieren') return positiveIdFrom(params.id);
  if (search.get('action') === 'kopieren')
    return positiveIdFrom(search.get('unterrichtsmodulid') ?? undefined);
  return null;
}
