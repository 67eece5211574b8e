import { t } from '@lernstapel/texts';
import { Button, Group } from '@lernstapel/ui';

export interface KartenWerkzeugeProps {
  /** 'Karteikarte +': only where the user may add cards (owner, team member; not mailbox or library) */
  onNeu?: () => void;
  /** selection mode (02 §4); null when it is off */
  markiert: ReadonlySet<number> | null;
  onMarkieren: (an: boolean) => void;
  onAlle: (an: boolean) => void;
  onKopieren: () => void;
  onAktualisieren: () => void;
}

/** 02 §2 the list's buttons: 'Karteikarte +', Markieren / 'Markieren abbrechen' with 'alle ja', 'alle nein', 'Kopieren...', Aktualisieren. */
export function KartenWerkzeuge(props: KartenWerkzeugeProps) {
  const { onNeu, markiert, onMarkieren, onAlle, onKopieren, onAktualisieren } = props;
  return (
    <Group gap="xs" mb="md">
      {onNeu ? <Button onClick={onNeu}>{t('karten.karteikartePlus')}</Button> : null}
      <Button variant="default" onClick={() => onMarkieren(markiert === null)}>
        {t(markiert === null ? 'karten.markieren' : 'karten.markierenAbbrechen')}
      </Button>
      {markiert !== null ? (
        <>
          <Button variant="default" onClick={() => onAlle(true)}>
            {t('karten.alleJa')}
          </Button>
          <Button variant="default" onClick={() => onAlle(false)}>
            {t('karten.alleNein')}
          </Button>
          <Button variant="light" disabled={markiert.size === 0} onClick={onKopieren}>
            {t('karten.kopierenDialog')}
          </Button>
        </>
      ) : null}
      <Button variant="default" onClick={onAktualisieren}>
        {t('karten.aktualisieren')}
      </Button>
    </Group>
  );
}
