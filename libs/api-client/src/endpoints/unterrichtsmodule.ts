import { unterrichtsmoduleApi as generated } from '../generated/unterrichtsmodule';

export * from '../generated/unterrichtsmodule';

/** The portal's tags (TAG_TYPES) that the push channel and the cards remote's mutations invalidate. */
export const unterrichtsmoduleApi = generated.enhanceEndpoints({
  endpoints: {
    unterrichtsmoduleById: {
      providesTags: (_result, _error, arg) => ['unterrichtsmodule', { type: 'Unterrichtsmodul', id: arg.id }],
    },
    unterrichtsmoduleOwnStacks: { providesTags: ['unterrichtsmodule', 'Unterrichtsmodul'] },
    unterrichtsmoduleSharedWithUser: { providesTags: ['unterrichtsmodule', 'Briefkasten'] },
  },
});

// ---- The cards remote's stacks, sharing, mailbox, team editing, publishing, copy and CSV import ----
// (issue 24 §3: the tags its hand-written endpoints had; the three reads above already carry theirs.)
const stapel = (id: number) => ({ type: 'Unterrichtsmodul' as const, id });

unterrichtsmoduleApi.enhanceEndpoints({
  endpoints: {
    unterrichtsmoduleGlobalLibrary: { providesTags: ['Unterrichtsmodul'] },
    unterrichtsmoduleTeamStacks: { providesTags: ['Unterrichtsmodul'] },
    unterrichtsmoduleSave: { invalidatesTags: ['Unterrichtsmodul', 'Benutzerordner'] },
    unterrichtsmoduleDelete: { invalidatesTags: ['Unterrichtsmodul', 'Benutzerordner', 'Stapelablage'] },
    kopierenCopy: { invalidatesTags: ['Unterrichtsmodul'] },
    teilenShare: { invalidatesTags: ['Unterrichtsmodul', 'Briefkasten'] },
    teilenRemoveFromMailbox: { invalidatesTags: ['Briefkasten'] },
    teilenTeam: { invalidatesTags: ['Unterrichtsmodul'] },
    teilenEndTeam: { invalidatesTags: ['Unterrichtsmodul'] },
    veroeffentlichenPublish: { invalidatesTags: ['Unterrichtsmodul'] },
    veroeffentlichenWithdraw: { invalidatesTags: ['Unterrichtsmodul'] },
    importcsvImportieren: {
      invalidatesTags: (_result, _error, { unterrichtsmodulid }) => [
        'Unterrichtsmodul',
        stapel(unterrichtsmodulid),
      ],
    },
  },
});
// ---- end of the cards remote's block ----
