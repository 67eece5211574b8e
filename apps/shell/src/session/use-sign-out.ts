import { apiErrorMessage, loginNavigation, useLogoutMutation } from '@lernstapel/api-client';

/**
 * 'Abmelden' (01 §4): DELETE /api/session, then a fresh page load of /login, which also drops
 * everything the previous user had in the store.
 */
export function useSignOut(): { signOut: () => Promise<void>; errorMessage: string | null } {
  const [logout, { error }] = useLogoutMutation();
  const signOut = async () => {
    const result = await logout();
    if (!result.error) loginNavigation.goToLogin();
  };
  return { signOut, errorMessage: error ? apiErrorMessage(error) : null };
}
