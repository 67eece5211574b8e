import * as benutzerordner from '@lernstapel/api-client/endpoints/benutzerordner';

/**
 * The session user's folders (01 §3, §4, §7 benutzerordner), generated from the API's OpenAPI document
 * (`@lernstapel/api-client/endpoints/benutzerordner`, bundled with this remote; the tags are there).
 */
export const {
  useBenutzerordnerSaveMutation: useSpeichernOrdnerMutation,
  /** 01 §4: the folder goes, its stacks return to the unfoldered list. */
  useBenutzerordnerDeleteMutation: useLoeschenOrdnerMutation,
  /** Puts stacks into a folder; id null takes them out ('kein Ordner'). */
  useBenutzerordnerStacksMutation: useOrdnerStapelMutation,
} = benutzerordner;

/** The user's folders (the API wraps the list; the hook hands out the list). */
export const useGetOrdnerQuery = (userId: number) =>
  benutzerordner.useBenutzerordnerListQuery(userId, {
    selectFromResult: (result) => ({ ...result, data: result.data?.benutzerordner }),
  });
