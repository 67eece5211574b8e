import { pruefungenApi } from '../../generated/pruefungen';
import { stapelablageApi } from '../../generated/stapelablage';
import { unterrichtsmoduleApi } from '../../generated/unterrichtsmodule';
import { unterrichtsmodulteileApi } from '../../generated/unterrichtsmodulteile';
import { wettbewerbeApi } from '../../generated/wettbewerbe';

/**
 * The portal's cache tags (TAG_TYPES) on the generated reads that screens share with hand-written
 * endpoints not yet migrated: their mutations and the push channel ('tags' events) invalidate these
 * names, so the reads must provide them besides the domain tag the generator gives them.
 */
export function applyPortalTags(): void {
  unterrichtsmoduleApi.enhanceEndpoints({
    endpoints: {
      unterrichtsmoduleById: {
        providesTags: (_result, _error, arg) => [
          'unterrichtsmodule',
          { type: 'Unterrichtsmodul', id: arg.id },
        ],
      },
      unterrichtsmoduleOwnStacks: { providesTags: ['unterrichtsmodule', 'Unterrichtsmodul'] },
      unterrichtsmoduleSharedWithUser: { providesTags: ['unterrichtsmodule', 'Briefkasten'] },
    },
  });
  unterrichtsmodulteileApi.enhanceEndpoints({
    endpoints: { quizFaellig: { providesTags: ['unterrichtsmodulteile', 'Unterrichtsmodul'] } },
  });
  pruefungenApi.enhanceEndpoints({
    endpoints: { pruefungenForClass: { providesTags: ['pruefungen', 'Pruefung'] } },
  });
  wettbewerbeApi.enhanceEndpoints({
    endpoints: { wettbewerbeForUser: { providesTags: ['wettbewerbe', 'Wettbewerb'] } },
  });
  stapelablageApi.enhanceEndpoints({
    endpoints: { stapelablageList: { providesTags: ['stapelablage', 'Stapelablage'] } },
  });
}
