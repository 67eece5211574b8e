import { useEffect, useRef } from 'react';
import { t } from '@lernstapel/texts';
import { Alert, Button, Group, Text, useLocation } from '@lernstapel/ui';
import { applyNewVersion, checkRemoteReleases, useNewVersionAvailable } from './neue-version';

/** At most this often a page change looks for new releases of the remotes. */
export const CHECK_INTERVAL_MS = 15_000;

/**
 * Issue 27: looks for a new release when the user moves to another page, comes back to the tab or the
 * network comes back, and offers 'Neue Version verfügbar – neu laden' when there is one.
 */
export function NeueVersionHinweis() {
  const available = useNewVersionAvailable();
  const { pathname } = useLocation();
  const lastCheck = useRef(Date.now());

  useEffect(() => {
    if (Date.now() - lastCheck.current < CHECK_INTERVAL_MS) return;
    lastCheck.current = Date.now();
    void checkRemoteReleases();
  }, [pathname]);

  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible') void checkRemoteReleases();
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('online', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('online', check);
    };
  }, []);

  if (!available) return null;
  return (
    <Alert color="teal" mb="md" role="status" data-testid="neue-version">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{t('offline.update.hinweis')}</Text>
        <Button size="xs" onClick={applyNewVersion}>
          {t('offline.update.neuLaden')}
        </Button>
      </Group>
    </Alert>
  );
}
