import type { KlassenSchueler } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { ErrorNotice, Button, Group, Modal, Text, useReturnFocus } from '@lernstapel/ui';
import { useNeuerAnmeldecodeMutation } from './klasse-api';

export interface NeuerCodeDialogProps {
  schueler: KlassenSchueler;
  /** Called with the new code after the server made it. */
  onErzeugt: (anmeldecode: string) => void;
  onClose: () => void;
}

/** 01 §6 'reset login code': the old code stops working (and the pupil's sessions end), so confirm. */
export function NeuerCodeDialog({ schueler, onErzeugt, onClose }: NeuerCodeDialogProps) {
  const [erzeugen, { error, isLoading }] = useNeuerAnmeldecodeMutation();
  useReturnFocus();
  const bestaetigen = async () => {
    const result = await erzeugen({ id: schueler.id });
    if (result.data) onErzeugt(result.data.anmeldecode);
  };
  return (
    <Modal opened onClose={onClose} title={t('klasse.neuerCodeTitel')}>
      <Text>{t('klasse.neuerCodeFrage', { name: schueler.benutzername })}</Text>
      {error ? <ErrorNotice message={apiErrorMessage(error)} /> : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('allgemein.abbrechen')}
        </Button>
        <Button loading={isLoading} onClick={() => void bestaetigen()}>
          {t('allgemein.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
