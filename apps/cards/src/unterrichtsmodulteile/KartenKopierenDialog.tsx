import { useForm } from '@mantine/form';
import { validateCardCopyTarget } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { NativeSelect, Text } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { useGetEigeneUnterrichtsmoduleQuery } from '../unterrichtsmodule/unterrichtsmodule-api';
import { regelFehler } from '../ui/regel-fehler';
import { useKopiereKartenMutation } from './unterrichtsmodulteile-api';

export interface KartenKopierenDialogProps {
  userId: number;
  /** the stack the cards are in: not offered as the target */
  stapelId: number;
  kartenIds: readonly number[];
  onKopiert: (meldung: string) => void;
  onClose: () => void;
}

/** 02 §2 copy dialog: the marked cards into another own stack; OK only with a target (02 §5). */
export function KartenKopierenDialog({
  userId,
  stapelId,
  kartenIds,
  onKopiert,
  onClose,
}: KartenKopierenDialogProps) {
  const stapel = useGetEigeneUnterrichtsmoduleQuery(userId);
  const form = useForm({
    initialValues: { ziel: '' },
    validate: {
      ziel: (ziel) => regelFehler(validateCardCopyTarget(ziel === '' ? null : Number(ziel), stapelId)),
    },
  });
  const [kopieren, { isLoading, error }] = useKopiereKartenMutation();
  const ziele = (stapel.data ?? []).filter((eintrag) => eintrag.id !== stapelId);
  return (
    <DialogForm
      title={t('karten.kopierenTitel')}
      gueltig={form.isValid()}
      loading={isLoading}
      error={error}
      onClose={onClose}
      onSubmit={
        () =>
          void kopieren({
            unterrichtsmodule_id: Number(form.getValues().ziel),
            unterrichtsModulTeilList: [...kartenIds],
          })
            .unwrap()
            .then((antwort) => onKopiert(antwort.message))
            .catch(() => undefined) // the dialog shows the API's message
      }
    >
      <Text>{t('karten.anzahlKarten', { anzahl: String(kartenIds.length) })}</Text>
      {stapel.data && ziele.length === 0 ? (
        <Text c="dimmed">{t('karten.keineZielstapel')}</Text>
      ) : (
        <NativeSelect
          label={t('karten.zielstapel')}
          {...form.getInputProps('ziel')}
          data={[
            { value: '', label: '–' },
            ...ziele.map((eintrag) => ({ value: String(eintrag.id), label: eintrag.bezeichnung })),
          ]}
        />
      )}
    </DialogForm>
  );
}
