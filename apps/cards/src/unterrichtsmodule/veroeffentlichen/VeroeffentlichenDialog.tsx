import { useState } from 'react';
import type { SessionUser, StapelListItem } from '@lernstapel/contracts';
import { validatePublish, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { licenceMissing, LicenceNotice, Text, Textarea, TextInput } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
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
  const [pseudonym, setPseudonym] = useState(stapel.public_autor_pseudonym ?? '');
  const [bemerkungen, setBemerkungen] = useState(stapel.public_bemerkungen ?? '');
  const [veroeffentlichen, { error, isLoading }] = useVeroeffentlichenStapelMutation();
  const fehler = validatePublish({ public_autor_pseudonym: pseudonym });
  const ohneLizenz = licenceMissing(user.lizenz_jahr);

  const absenden = async () => {
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
      gueltig={fehler.length === 0 && !ohneLizenz}
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
        value={pseudonym}
        onChange={(event) => setPseudonym(event.currentTarget.value)}
      />
      <Textarea
        label={t('veroeffentlichen.bemerkungen')}
        maxLength={MAX_LENGTH.bemerkungen}
        autosize
        minRows={2}
        value={bemerkungen}
        onChange={(event) => setBemerkungen(event.currentTarget.value)}
      />
    </DialogForm>
  );
}
