import { useState } from 'react';
import type { SessionUser, StapelListItem } from '@lernstapel/contracts';
import { teilenEmpfaenger, validateShare, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { licenceMissing, LicenceNotice, Switch, Text, Textarea, TextInput } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { useGetBenutzerToShareQuery } from '../../benutzer/benutzertoshare-api';
import { EmpfaengerAuswahl, KEINE_EMPFAENGER, type Empfaenger } from '../../benutzer/EmpfaengerAuswahl';
import { useGetTeilbareGruppenQuery } from '../../schuelergruppen/schuelergruppen-api';
import { useTeilenStapelMutation } from './teilen-api';

export interface TeilenDialogProps {
  stapel: StapelListItem;
  user: SessionUser;
  onGeteilt: (message: string) => void;
  onClose: () => void;
}

/**
 * 01 §2, §5, §6 share: people of the own school and groups, at least one; teachers may send it as an
 * assignment (description required, due date optional). Needs the school licence (01 §5).
 */
export function TeilenDialog({ stapel, user, onGeteilt, onClose }: TeilenDialogProps) {
  const personen = useGetBenutzerToShareQuery();
  const gruppen = useGetTeilbareGruppenQuery(user);
  const [empfaenger, setEmpfaenger] = useState<Empfaenger>(KEINE_EMPFAENGER);
  const [alsAufgabe, setAlsAufgabe] = useState(false);
  const [aufgabe, setAufgabe] = useState('');
  const [abgabeBis, setAbgabeBis] = useState('');
  const [teilen, { error, isLoading }] = useTeilenStapelMutation();
  const ohneLizenz = licenceMissing(user.lizenz_jahr);

  const benutzerids = empfaenger.benutzerids.map(Number);
  const schuelergruppenids = empfaenger.gruppenids.map(Number);
  const fehler = validateShare({
    empfaengerIds: benutzerids,
    ist_aufgabe: alsAufgabe,
    aufgabe,
    absender: user,
  }).filter((key) => key !== 'validierung.keinEmpfaenger' || schuelergruppenids.length === 0);
  const aufgabeFehler = fehler.find((key) => key === 'validierung.aufgabeFehlt');

  const absenden = async () => {
    const result = await teilen({
      unterrichtsmodule_id: stapel.id,
      benutzerids,
      schuelergruppenids,
      ist_aufgabe: alsAufgabe,
      aufgabe: alsAufgabe ? aufgabe.trim() : null,
      aufgabe_abgabe_bis: alsAufgabe && abgabeBis ? abgabeBis : null,
    });
    if (result.data) onGeteilt(result.data.message);
  };

  return (
    <DialogForm
      title={t('teilen.titel')}
      absenden={t('teilen.senden')}
      gueltig={fehler.length === 0 && !ohneLizenz}
      loading={isLoading}
      error={error ?? personen.error ?? gruppen.error}
      onSubmit={() => void absenden()}
      onClose={onClose}
    >
      <LicenceNotice lizenzJahr={user.lizenz_jahr} user={user} />
      <Text fw={600}>{stapel.bezeichnung}</Text>
      {stapel.geteiltebenutzer ? (
        <Text size="sm" c="dimmed" title={stapel.geteilt_mit.join(', ')}>
          {t('stapel.geteiltMit', { namen: stapel.geteiltebenutzer })}
        </Text>
      ) : null}
      <EmpfaengerAuswahl
        label={t('teilen.empfaenger')}
        personen={teilenEmpfaenger(personen.data ?? [], user)}
        gruppen={gruppen.data ?? []}
        value={empfaenger}
        onChange={setEmpfaenger}
      />
      {user.ist_schueler ? null : (
        <Switch
          label={t('teilen.alsAufgabe')}
          checked={alsAufgabe}
          onChange={(event) => setAlsAufgabe(event.currentTarget.checked)}
        />
      )}
      {alsAufgabe ? (
        <>
          <Textarea
            label={t('teilen.aufgabe')}
            maxLength={MAX_LENGTH.aufgabe}
            required
            autosize
            minRows={2}
            value={aufgabe}
            onChange={(event) => setAufgabe(event.currentTarget.value)}
            error={aufgabe !== '' && aufgabeFehler ? t(aufgabeFehler) : null}
          />
          <TextInput
            label={t('teilen.abgabeBis')}
            type="date"
            value={abgabeBis}
            onChange={(event) => setAbgabeBis(event.currentTarget.value)}
          />
        </>
      ) : null}
    </DialogForm>
  );
}
