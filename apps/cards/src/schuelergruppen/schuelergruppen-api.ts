import type { SchuelerGruppe, SessionUser } from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/**
 * The groups a stack can be shared with (01 §2 share dialog): a teacher's class groups, a pupil's own
 * groups; none for a teacher without a class.
 */
export const schuelergruppenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeilbareGruppen: build.query<SchuelerGruppe[], Pick<SessionUser, 'ist_schueler' | 'klassen_code'>>({
      queryFn: async (user, _api, _options, baseQuery) => {
        if (!user.ist_schueler && !user.klassen_code) return { data: [] };
        const url = user.ist_schueler
          ? 'schuelergruppen/meine'
          : `schuelergruppen/${encodeURIComponent(user.klassen_code ?? '')}`;
        const result = await baseQuery(url);
        return result.error ? { error: result.error } : { data: result.data as SchuelerGruppe[] };
      },
    }),
  }),
});

export const { useGetTeilbareGruppenQuery } = schuelergruppenApi;
