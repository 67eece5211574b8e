import { t } from '@lernstapel/texts';
import { Button, Group } from '@lernstapel/ui';

export interface KarteEditorKnoepfeProps {
  speichertGerade: boolean;
  onHilfe: () => void;
  onVorschau: () => void;
  onSpeichernUndNeu: () => void;
  onClose: () => void;
}

/** The editor's buttons (02 §2): help and preview on the left; cancel and the two saves on the right. */
export function KarteEditorKnoepfe(props: KarteEditorKnoepfeProps) {
  const { speichertGerade, onHilfe, onVorschau, onSpeichernUndNeu, onClose } = props;
  return (
    <Group justify="space-between" mt="lg">
      <Group gap="xs">
        <Button variant="default" onClick={onHilfe}>
          {t('karten.eingabehilfe')}
        </Button>
        <Button variant="default" onClick={onVorschau}>
          {t('allgemein.vorschau')}
        </Button>
      </Group>
      <Group gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('allgemein.abbrechen')}
        </Button>
        <Button variant="light" loading={speichertGerade} onClick={onSpeichernUndNeu}>
          {t('karten.speichernUndNeueKarte')}
        </Button>
        <Button type="submit" loading={speichertGerade}>
          {t('karten.speichernUndSchliessen')}
        </Button>
      </Group>
    </Group>
  );
}
