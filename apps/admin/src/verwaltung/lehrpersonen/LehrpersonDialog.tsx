import { useState } from 'react';
import type { Lehrperson, LehrpersonenResponse } from '@lernstapel/contracts';
import { validateTeacher, MAX_LENGTH } from '@lernstapel/rules';
import { t, type TextKey } from '@lernstapel/texts';
import { Checkbox, TextInput } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { useSpeichernLehrpersonMutation } from '../verwaltung-api';

export interface LehrpersonDialogProps {
  schuleId: number;
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
export function LehrpersonDialog({ schuleId, lehrperson, onClose, onSaved }: LehrpersonDialogProps) {
  const [werte, setWerte] = useState<Record<Feld, string>>({
    namevoll: lehrperson?.namevoll ?? '',
    benutzername: lehrperson?.benutzername ?? '',
    email: lehrperson?.email ?? '',
  });
  const [beruehrt, setBeruehrt] = useState<Partial<Record<Feld, boolean>>>({});
  const [lehrpersonenBearbeiten, setLehrpersonenBearbeiten] = useState(
    lehrperson?.kann_lehrpersonen_bearbeiten ?? false,
  );
  const [schuldatenBearbeiten, setSchuldatenBearbeiten] = useState(
    lehrperson?.kann_schuldaten_bearbeiten ?? false,
  );
  const [veroeffentlichen, setVeroeffentlichen] = useState(lehrperson?.kann_stapel_veroeffentlichen ?? true);
  const [speichern, { error, isLoading }] = useSpeichernLehrpersonMutation();
  const fehler = validateTeacher(werte);

  const meldung = (feld: Feld): string | null => {
    if (!beruehrt[feld]) return null;
    const key = fehler.find((fehlerKey) => FELD_FEHLER[feld].includes(fehlerKey));
    return key ? t(key) : null;
  };
  const feld = (name: Feld, label: TextKey, type: 'text' | 'email' = 'text') => (
    <TextInput
      label={t(label)}
      maxLength={MAX_LENGTH[name]}
      type={type}
      required
      data-autofocus={name === 'namevoll' ? true : undefined}
      value={werte[name]}
      error={meldung(name)}
      onBlur={() => setBeruehrt((previous) => ({ ...previous, [name]: true }))}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setWerte((previous) => ({ ...previous, [name]: value }));
      }}
    />
  );

  const onSubmit = async () => {
    const result = await speichern({
      schuleId,
      ...(lehrperson ? { id: lehrperson.id } : {}),
      namevoll: werte.namevoll.trim(),
      benutzername: werte.benutzername.trim(),
      email: werte.email.trim(),
      kann_lehrpersonen_bearbeiten: lehrpersonenBearbeiten,
      kann_schuldaten_bearbeiten: schuldatenBearbeiten,
      kann_stapel_veroeffentlichen: veroeffentlichen,
    });
    if (result.data) onSaved(result.data);
  };

  return (
    <DialogForm
      title={lehrperson ? t('lehrpersonen.titelBearbeiten') : t('lehrpersonen.titelNeu')}
      testId="lehrperson-dialog"
      gueltig={fehler.length === 0}
      loading={isLoading}
      error={error}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      {feld('namevoll', 'lehrpersonen.namevoll')}
      {feld('benutzername', 'allgemein.benutzername')}
      {feld('email', 'allgemein.email', 'email')}
      <Checkbox
        label={t('lehrpersonen.kannLehrpersonenBearbeiten')}
        checked={lehrpersonenBearbeiten}
        onChange={(event) => setLehrpersonenBearbeiten(event.currentTarget.checked)}
      />
      <Checkbox
        label={t('lehrpersonen.kannSchuldatenBearbeiten')}
        checked={schuldatenBearbeiten}
        onChange={(event) => setSchuldatenBearbeiten(event.currentTarget.checked)}
      />
      <Checkbox
        label={t('lehrpersonen.kannStapelVeroeffentlichen')}
        checked={veroeffentlichen}
        onChange={(event) => setVeroeffentlichen(event.currentTarget.checked)}
      />
    </DialogForm>
  );
}
