import { useForm } from '@mantine/form';
import type { SessionUser, StapelListItem } from '@lernstapel/contracts';
import { validatePublish, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { licenceMissing, LicenceNotice, Text, Textarea, TextInput } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { regelFehler } from '../../ui/regel-fehler';
import { useVeroeffentlichenStapelMutation } from './veroeffentlichen-api';

export interface VeroeffentlichenDialogProps {
  stapel: StapelListItem;
  user: SessionUser;
  onVeroeffentlicht: (message: string) => void;
  onClose: () => void;
}

/** 01 §4, §5 publish: a pseudonym is required, remarks optional; the real name is never shown (02 §6). */
export function VeroeffentlichenDialog({
  stapel,
  user,
  onVeroeffentlicht,
  onClose,
}: VeroeffentlichenDialogProps) {
  const [veroeffentlichen, { error, isLoading }] = useVeroeffentlichenStapelMutation();
  const ohneLizenz = licenceMissing(user.lizenz_jahr);
  // The pseudonym's rule only keeps 'Veröffentlichen' disabled; the required mark says what is missing.
  const form = useForm({
    initialValues: {
      pseudonym: stapel.public_autor_pseudonym ?? '',
      bemerkungen: stapel.public_bemerkungen ?? '',
    },
    validate: {
      pseudonym: (pseudonym) => regelFehler(validatePublish({ public_autor_pseudonym: pseudonym })),
    },
  });

  const absenden = async () => {
    const { pseudonym, bemerkungen } = form.getValues();
    const result = await veroeffentlichen({
      id: stapel.id,
      public_autor_pseudonym: pseudonym.trim(),
      public_bemerkungen: bemerkungen.trim() || null,
      ist_veroeffentlicht: true,
    });
    if (result.data) onVeroeffentlicht(result.data.message);
  };

  return (
    <DialogForm
      title={t('veroeffentlichen.titel')}
      absenden={t('veroeffentlichen.veroeffentlichen')}
      gueltig={form.isValid() && !ohneLizenz}
      loading={isLoading}
      error={error}
      onSubmit={() => void absenden()}
      onClose={onClose}
    >
      <LicenceNotice lizenzJahr={user.lizenz_jahr} user={user} />
      <Text fw={600}>{stapel.bezeichnung}</Text>
      <Text size="sm">{t('veroeffentlichen.hinweis')}</Text>
      <TextInput
        label={t('veroeffentlichen.pseudonym')}
        maxLength={MAX_LENGTH.pseudonym}
        required
        data-autofocus
        {...form.getInputProps('pseudonym')}
      />
      <Textarea
        label={t('veroeffentlichen.bemerkungen')}
        maxLength={MAX_LENGTH.bemerkungen}
        autosize
        minRows={2}
        {...form.getInputProps('bemerkungen')}
      />
    </DialogForm>
  );
}
