import {
  apiErrorMessage,
  loginNavigation,
  useGetSessionQuery,
  useLogoutMutation,
  useSchulkontoAbmeldenMutation,
} from '@lernstapel/api-client';
import { clearDeviceStore } from '../pwa/geraet-leeren';

/**
 * 'Abmelden' (01 §4): DELETE /api/session, then a fresh page load of /login, which also drops
 * everything the previous user had in the store. What was kept on the device goes too (issue 27).
 * Signed in through the school account (issue 28), the browser goes through the school provider's
 * logout on its way to /login: on a shared school computer the next person must not find the
 * provider still signed in. Our session ends whatever the provider's answer.
 */
export function useSignOut(): { signOut: () => Promise<void>; errorMessage: string | null } {
  const [logout, { error }] = useLogoutMutation();
  const [schulkontoAbmelden] = useSchulkontoAbmeldenMutation();
  const benutzerId = useGetSessionQuery().data?.user?.id;
  const signOut = async () => {
    const beimAnbieter = await schulkontoAbmelden()
      .unwrap()
      .then(
        ({ adresse }) => adresse,
        () => null, // no provider logout; our own logout goes on
      );
    const result = await logout();
    if (result.error) return;
    await clearDeviceStore(benutzerId).catch((error: unknown) =>
      console.error('The device store stays.', error),
    );
    if (beimAnbieter) loginNavigation.goToProviderLogout(beimAnbieter);
    else loginNavigation.goToLogin();
  };
  return { signOut, errorMessage: error ? apiErrorMessage(error) : null };
}
