import type { SessionUser } from '@lernstapel/contracts';
import { skipToken } from '@lernstapel/api-client';
import * as schuelergruppen from '@lernstapel/api-client/endpoints/schuelergruppen';

/**
 * The groups a stack can be shared with (01 §2 share dialog), generated: a pupil's own groups, a
 * teacher's class groups; none (nothing asked) for a teacher without a class.
 */
export function useGetTeilbareGruppenQuery(user: Pick<SessionUser, 'ist_schueler' | 'klassen_code'>) {
  const meine = schuelergruppen.useSchuelergruppenMineQuery(user.ist_schueler ? undefined : skipToken);
  const klasse = schuelergruppen.useSchuelergruppenOfClassQuery(
    !user.ist_schueler && user.klassen_code ? user.klassen_code : skipToken,
  );
  return user.ist_schueler ? meine : klasse;
}
