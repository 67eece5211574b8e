import {
  apiErrorMessage,
  loginNavigation,
  useGetSessionQuery,
  useLogoutMutation,
} from '@lernstapel/api-client';
import { clearDeviceStore } from '../pwa/geraet-leeren';

/**
 * 'Abmelden' (01 §4): DELETE /api/session, then a fresh page load of /login, which also drops
 * everything the previous user had in the store. What was kept on the device goes too (issue 27).
 */
export function useSignOut(): { signOut: () => Promise<void>; errorMessage: string | null } {
  const [logout, { error }] = useLogoutMutation();
  const benutzerId = useGetSessionQuery().data?.user?.id;
  const signOut = async () => {
    const result = await logout();
    if (result.error) return;
    await clearDeviceStore(benutzerId).catch((error: unknown) =>
      console.error('The device store stays.', error),
    );
    loginNavigation.goToLogin();
  };
  return { signOut, errorMessage: error ? apiErrorMessage(error) : null };
}
