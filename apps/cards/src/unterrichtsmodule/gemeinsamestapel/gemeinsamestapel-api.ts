import type { skipToken } from '@lernstapel/api-client';
import * as unterrichtsmodule from '@lernstapel/api-client/endpoints/unterrichtsmodule';

type TeamOptionen = Omit<
  NonNullable<Parameters<typeof unterrichtsmodule.useUnterrichtsmoduleTeamStacksQuery>[1]>,
  'selectFromResult'
>;

/**
 * 01 §4 team editing: the stacks of other owners the user edits with them; on and off for own stacks
 * (generated; tags in api-client endpoints/). The API wraps the list.
 */
export const useGetTeamStapelQuery = (userId: number | typeof skipToken, options?: TeamOptionen) =>
  unterrichtsmodule.useUnterrichtsmoduleTeamStacksQuery(userId, {
    ...options,
    selectFromResult: (result) => ({ ...result, data: result.data?.gemeinsameStapel }),
  });

export const {
  useTeilenTeamMutation: useTeamBearbeitungStartenMutation,
  useTeilenEndTeamMutation: useTeamBearbeitungBeendenMutation,
} = unterrichtsmodule;
