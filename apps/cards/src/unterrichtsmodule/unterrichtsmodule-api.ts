import type { StapelAnsichtQuery } from '@lernstapel/contracts';
import type { skipToken } from '@lernstapel/api-client';
import * as unterrichtsmodule from '@lernstapel/api-client/endpoints/unterrichtsmodule';

export interface StapelDetailArgs extends StapelAnsichtQuery {
  id: number;
}

type EigeneOptionen = Omit<
  NonNullable<Parameters<typeof unterrichtsmodule.useUnterrichtsmoduleOwnStacksQuery>[1]>,
  'selectFromResult'
>;

/**
 * Stacks: the own list, one stack, the global library; create, change, delete, copy (01 §7, 02 §7),
 * generated from the API's OpenAPI document (`@lernstapel/api-client/endpoints/unterrichtsmodule`,
 * bundled with this remote; the cache tags are there).
 */
export const {
  useUnterrichtsmoduleByIdQuery: useGetUnterrichtsmodulQuery,
  useUnterrichtsmoduleGlobalLibraryQuery: useGetGlobaleModuleQuery,
  /** 01 §2 stack dialog: creates (no id) or changes an own stack, optionally in a new folder. */
  useUnterrichtsmoduleSaveMutation: useSpeichernStapelMutation,
  useUnterrichtsmoduleDeleteMutation: useLoeschenStapelMutation,
  /** 01 §2, 02 §5: a stack from the mailbox or the global library into the own stacks. */
  useKopierenCopyMutation: useKopierenStapelMutation,
} = unterrichtsmodule;

/** The own stacks ('Meine Flashcards'); the API wraps the list. */
export const useGetEigeneUnterrichtsmoduleQuery = (
  userId: number | typeof skipToken,
  options?: EigeneOptionen,
) =>
  unterrichtsmodule.useUnterrichtsmoduleOwnStacksQuery(userId, {
    ...options,
    selectFromResult: (result) => ({ ...result, data: result.data?.unterrichtsmodule }),
  });
