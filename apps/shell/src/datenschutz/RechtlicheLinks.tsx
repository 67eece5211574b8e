import { useState } from 'react';
import { t } from '@lernstapel/texts';
import { Anchor, Group } from '@lernstapel/ui';
import { RechtstextDialog, type Rechtstext } from './RechtstextDialog';

/**
 * Issue 29 §4: legal notice and privacy text on every page of the logged-in areas too (the login
 * page has them in its footer); they open the same dialogs.
 */
export function RechtlicheLinks() {
  const [art, setArt] = useState<Rechtstext | null>(null);
  return (
    <Group component="footer" justify="flex-end" gap="lg" mt="xl" pt="md" data-testid="rechtliche-links">
      <Anchor component="button" type="button" size="sm" onClick={() => setArt('impressum')}>
        {t('login.impressum')}
      </Anchor>
      <Anchor component="button" type="button" size="sm" onClick={() => setArt('datenschutz')}>
        {t('login.datenschutz')}
      </Anchor>
      <RechtstextDialog art={art} onClose={() => setArt(null)} />
    </Group>
  );
}
