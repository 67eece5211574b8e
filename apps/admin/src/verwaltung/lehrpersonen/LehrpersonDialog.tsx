import type { Lehrperson, LehrpersonenResponse } from '@lernstapel/contracts';
import { validateTeacher, MAX_LENGTH } from '@lernstapel/rules';
import { t, type TextKey } from '@lernstapel/texts';
import { Checkbox, TextInput, regelFuerFelder, useFormular } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { useSpeichernLehrpersonMutation } from '../verwaltung-api';

export interface LehrpersonDialogProps {
  /** The teacher to edit; null creates a new one. */
  lehrperson: Lehrperson | null;
  onClose: () => void;
  /** Called with the server's answer after a successful save (its message confirms the mailed code). */
  onSaved: (answer: LehrpersonenResponse) => void;
}

type Feld = 'namevoll' | 'benutzername' | 'email';

const FELD_FEHLER: Record<Feld, readonly TextKey[]> = {
  namevoll: ['validierung.namevollFehlt'],
  benutzername: ['validierung.benutzernameFehlt'],
  email: ['validierung.emailFehlt', 'validierung.emailUngueltig'],
};

/**
 * 01 §2, §5, §6: create or edit a teacher. OK stays disabled until namevoll, benutzername and a
 * well-formed e-mail are filled; a taken e-mail comes back as 409 and the dialog stays open with the
 * server's message. New teachers may publish by default (01 §9).
 */
export function LehrpersonDialog({ lehrperson, onClose, onSaved }: LehrpersonDialogProps) {
  const { form, gueltig } = useFormular({
    initialValues: {
      namevoll: lehrperson?.namevoll ?? '',
      benutzername: lehrperson?.benutzername ?? '',
      email: lehrperson?.email ?? '',
      lehrpersonenBearbeiten: lehrperson?.kann_lehrpersonen_bearbeiten ?? false,
      schuldatenBearbeiten: lehrperson?.kann_schuldaten_bearbeiten ?? false,
      veroeffentlichen: lehrperson?.kann_stapel_veroeffentlichen ?? true,
    },
    validate: regelFuerFelder(validateTeacher, FELD_FEHLER),
  });
  const [speichern, { error, isLoading }] = useSpeichernLehrpersonMutation();

  const feld = (name: Feld, label: TextKey, type: 'text' | 'email' = 'text') => (
    <TextInput
      label={t(label)}
      maxLength={MAX_LENGTH[name]}
      type={type}
      required
      data-autofocus={name === 'namevoll' ? true : undefined}
      {...form.getInputProps(name)}
    />
  );
  const schalter = (
    name: 'lehrpersonenBearbeiten' | 'schuldatenBearbeiten' | 'veroeffentlichen',
    label: TextKey,
  ) => <Checkbox label={t(label)} {...form.getInputProps(name, { type: 'checkbox' })} />;

  const onSubmit = async () => {
    const werte = form.getValues();
    const result = await speichern({
      ...(lehrperson ? { id: lehrperson.id } : {}),
      namevoll: werte.namevoll.trim(),
      benutzername: werte.benutzername.trim(),
      email: werte.email.trim(),
      kann_lehrpersonen_bearbeiten: werte.lehrpersonenBearbeiten,
      kann_schuldaten_bearbeiten: werte.schuldatenBearbeiten,
      kann_stapel_veroeffentlichen: werte.veroeffentlichen,
    });
    if (result.data) onSaved(result.data);
  };

  return (
    <DialogForm
      title={lehrperson ? t('lehrpersonen.titelBearbeiten') : t('lehrpersonen.titelNeu')}
      testId="lehrperson-dialog"
      gueltig={gueltig}
      loading={isLoading}
      error={error}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      {feld('namevoll', 'lehrpersonen.namevoll')}
      {feld('benutzername', 'allgemein.benutzername')}
      {feld('email', 'allgemein.email', 'email')}
      {schalter('lehrpersonenBearbeiten', 'lehrpersonen.kannLehrpersonenBearbeiten')}
      {schalter('schuldatenBearbeiten', 'lehrpersonen.kannSchuldatenBearbeiten')}
      {schalter('veroeffentlichen', 'lehrpersonen.kannStapelVeroeffentlichen')}
    </DialogForm>
  );
}
