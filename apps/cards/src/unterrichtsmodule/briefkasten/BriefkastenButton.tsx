import { useBackgroundRefresh } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { Badge, Button } from '@lernstapel/ui';
import { useGetBriefkastenQuery } from './briefkasten-api';

/** 'Briefkasten' with the number of stacks in it, kept up to date in the background. */
export function BriefkastenButton({ userId, onOpen }: { userId: number; onOpen: () => void }) {
  const briefkasten = useGetBriefkastenQuery(userId, useBackgroundRefresh());
  const anzahl = briefkasten.data?.length ?? 0;
  return (
    <Button
      variant="light"
      onClick={onOpen}
      aria-label={t('teilen.briefkastenAnzahl', { anzahl })}
      rightSection={anzahl > 0 ? <Badge size="sm">{anzahl}</Badge> : null}
    >
      {t('teilen.briefkasten')}
    </Button>
  );
}
