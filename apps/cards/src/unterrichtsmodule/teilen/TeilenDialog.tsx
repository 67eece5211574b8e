import { useForm } from '@mantine/form';
import type { SessionUser, StapelListItem } from '@lernstapel/contracts';
import { teilenEmpfaenger, validateShare, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { licenceMissing, LicenceNotice, Switch, Text, Textarea, TextInput } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { useGetBenutzerToShareQuery } from '../../benutzer/benutzertoshare-api';
import { EmpfaengerAuswahl, KEINE_EMPFAENGER, type Empfaenger } from '../../benutzer/EmpfaengerAuswahl';
import { useGetTeilbareGruppenQuery } from '../../schuelergruppen/schuelergruppen-api';
import { regelFehler } from '../../ui/regel-fehler';
import { useTeilenStapelMutation } from './teilen-api';

interface TeilenWerte {
  empfaenger: Empfaenger;
  alsAufgabe: boolean;
  aufgabe: string;
  /** yyyy-mm-dd or '' */
  abgabeBis: string;
}

/** validateShare, where a chosen group also counts as a recipient. */
function teilenFehler(werte: TeilenWerte, absender: SessionUser) {
  const mitGruppe = werte.empfaenger.gruppenids.length > 0;
  return validateShare({
    empfaengerIds: werte.empfaenger.benutzerids.map(Number),
    ist_aufgabe: werte.alsAufgabe,
    aufgabe: werte.aufgabe,
    absender,
  }).filter((key) => key !== 'validierung.keinEmpfaenger' || !mitGruppe);
}

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
  const [teilen, { error, isLoading }] = useTeilenStapelMutation();
  const ohneLizenz = licenceMissing(user.lizenz_jahr);
  const form = useForm<TeilenWerte>({
    initialValues: { empfaenger: KEINE_EMPFAENGER, alsAufgabe: false, aufgabe: '', abgabeBis: '' },
    validateInputOnChange: ['aufgabe'],
    validate: (werte) => {
      const fehler = teilenFehler(werte, user);
      return {
        empfaenger: regelFehler(fehler.filter((key) => key === 'validierung.keinEmpfaenger')),
        aufgabe: regelFehler(fehler.filter((key) => key === 'validierung.aufgabeFehlt')),
      };
    },
  });
  const werte = form.getValues();

  const absenden = async () => {
    const result = await teilen({
      unterrichtsmodule_id: stapel.id,
      benutzerids: werte.empfaenger.benutzerids.map(Number),
      schuelergruppenids: werte.empfaenger.gruppenids.map(Number),
      ist_aufgabe: werte.alsAufgabe,
      aufgabe: werte.alsAufgabe ? werte.aufgabe.trim() : null,
      aufgabe_abgabe_bis: werte.alsAufgabe && werte.abgabeBis ? werte.abgabeBis : null,
    });
    if (result.data) onGeteilt(result.data.message);
  };

  return (
    <DialogForm
      title={t('teilen.titel')}
      absenden={t('teilen.senden')}
      gueltig={form.isValid() && !ohneLizenz}
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
        value={werte.empfaenger}
        onChange={(empfaenger) => form.setFieldValue('empfaenger', empfaenger)}
      />
      {user.ist_schueler ? null : (
        <Switch label={t('teilen.alsAufgabe')} {...form.getInputProps('alsAufgabe', { type: 'checkbox' })} />
      )}
      {werte.alsAufgabe ? (
        <>
          <Textarea
            label={t('teilen.aufgabe')}
            maxLength={MAX_LENGTH.aufgabe}
            required
            autosize
            minRows={2}
            {...form.getInputProps('aufgabe')}
          />
          <TextInput label={t('teilen.abgabeBis')} type="date" {...form.getInputProps('abgabeBis')} />
        </>
      ) : null}
    </DialogForm>
  );
}
