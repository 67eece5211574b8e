import { t } from '@lernstapel/texts';
import { AppFrame, ErrorNotice, SideNav } from '@lernstapel/ui';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useSignOut } from '../session/use-sign-out';

const SCHOOLS = 'schulen';
const SIGN_OUT = 'abmelden';

/** /admin: the main administrator's area (01 §2); the schools table comes from the admin remote. */
export function AdminArea() {
  const { signOut, errorMessage } = useSignOut();
  const items = [
    { key: SCHOOLS, label: t('admin.tabSchulen') },
    { key: SIGN_OUT, label: t('admin.abmelden') },
  ];
  const onSelect = (key: string) => {
    if (key === SIGN_OUT) void signOut();
  };
  return (
    <AppFrame navigation={<SideNav items={items} activeKey={SCHOOLS} onSelect={onSelect} />}>
      {errorMessage ? <ErrorNotice message={errorMessage} /> : null}
      <RemoteSlot remote="admin" exposed="AdminArea" />
    </AppFrame>
  );
}
