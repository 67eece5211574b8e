import * as benutzer from '@lernstapel/api-client/endpoints/benutzer';

/** 01 §7: the people of the own school a stack can be shared with, handed in to or edited with (the API wraps the list). */
export const useGetBenutzerToShareQuery = () =>
  benutzer.useBenutzerToShareQuery(undefined, {
    selectFromResult: (result) => ({ ...result, data: result.data?.benutzertoshare }),
  });
