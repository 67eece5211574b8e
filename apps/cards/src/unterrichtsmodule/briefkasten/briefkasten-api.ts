import type { skipToken } from '@lernstapel/api-client';
import * as unterrichtsmodule from '@lernstapel/api-client/endpoints/unterrichtsmodule';

type BriefkastenOptionen = Omit<
  NonNullable<Parameters<typeof unterrichtsmodule.useUnterrichtsmoduleSharedWithUserQuery>[1]>,
  'selectFromResult'
>;

/** The mailbox (Briefkasten, 01 §2): stacks shared with the session user, newest first (the API wraps the list). */
export const useGetBriefkastenQuery = (userId: number | typeof skipToken, options?: BriefkastenOptionen) =>
  unterrichtsmodule.useUnterrichtsmoduleSharedWithUserQuery(userId, {
    ...options,
    selectFromResult: (result) => ({ ...result, data: result.data?.allegeteilteFuerBenutzer }),
  });

/** Removes one own mailbox entry (the share row); the stack stays with its owner. */
export const { useTeilenRemoveFromMailboxMutation: useEntfernenAusBriefkastenMutation } = unterrichtsmodule;
