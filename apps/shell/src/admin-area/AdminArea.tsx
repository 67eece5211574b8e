import { t } from '@lernstapel/texts';
import { AppFrame, ErrorNotice, SideNav } from '@lernstapel/ui';
import { NeueVersionHinweis } from '../pwa/NeueVersionHinweis';
import { RechtlicheLinks } from '../datenschutz/RechtlicheLinks';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useSignOut } from '../session/use-sign-out';

const ADMINISTRATION = 'administration';
const SIGN_OUT = 'abmelden';

/** /admin: the main administrator's area (01 §2): a side panel with 'Abmelden'; the content comes from the admin remote. */
export function AdminArea() {
  const { signOut, errorMessage } = useSignOut();
  const items = [
    // The remote shows the tabs Schulen, Benutzer and Postausgang; the panel names the whole area.
    { key: ADMINISTRATION, label: t('admin.titel') },
    { key: SIGN_OUT, label: t('admin.abmelden') },
  ];
  const onSelect = (key: string) => {
    if (key === SIGN_OUT) void signOut();
  };
  return (
    <AppFrame
      navigation={<SideNav items={items} activeKey={ADMINISTRATION} onSelect={onSelect} />}
      footer={<RechtlicheLinks />}
    >
      <NeueVersionHinweis />
      {errorMessage ? <ErrorNotice message={errorMessage} /> : null}
      <RemoteSlot remote="admin" exposed="AdminArea" />
    </AppFrame>
  );
}
