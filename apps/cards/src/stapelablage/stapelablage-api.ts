import type { skipToken } from '@lernstapel/api-client';
import * as stapelablage from '@lernstapel/api-client/endpoints/stapelablage';

type AblageOptionen = Omit<
  NonNullable<Parameters<typeof stapelablage.useStapelablageListQuery>[1]>,
  'selectFromResult'
>;

/**
 * 01 §4 hand-ins (stapelablage) the session user is a party of, newest first; 'Fertig' is not listed
 * (generated; tags in api-client endpoints/). The API wraps the list.
 */
export const useGetStapelablageQuery = (userId: number | typeof skipToken, options?: AblageOptionen) =>
  stapelablage.useStapelablageListQuery(userId, {
    ...options,
    selectFromResult: (result) => ({ ...result, data: result.data?.stapelablage }),
  });

export const {
  /** The owner hands a stack in to the chosen persons ('Warten auf Überprüfung'). */
  useStapelablageHandInMutation: useEinreichenStapelMutation,
  /** One step of the hand-in (rule stapelablageUebergang); the API refuses a wrong one with 409. */
  useStapelablageStepMutation: useSetzeStapelablageStatusMutation,
} = stapelablage;
