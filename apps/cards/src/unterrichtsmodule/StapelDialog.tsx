import { useState } from 'react';
import type { BenutzerordnerItem, StapelListItem } from '@lernstapel/contracts';
import { ORDNER_KEIN, ORDNER_NEU, validateFolderName, validateStack, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { OrdnerFeld, type OrdnerWahl } from '../benutzerordner/OrdnerFeld';
import { KategorieFeld } from '../flashcardsthemen/KategorieFeld';
import { useSpeichernStapelMutation } from './unterrichtsmodule-api';
import { TextInput } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';

export interface StapelDialogProps {
  /** the own stack to change; null creates one ('Stapel +') */
  stapel: StapelListItem | null;
  ordner: readonly BenutzerordnerItem[];
  /** 01 §6: teachers may create categories */
  istLehrperson: boolean;
  onClose: () => void;
}

/**
 * 01 §2, §5 stack properties: title and category required; grade levels and search terms optional;
 * a folder, possibly a new one created with the stack.
 */
export function StapelDialog({ stapel, ordner, istLehrperson, onClose }: StapelDialogProps) {
  const [bezeichnung, setBezeichnung] = useState(stapel?.bezeichnung ?? '');
  const [kategorieId, setKategorieId] = useState<number | null>(stapel?.flashcards_kategorie_id ?? null);
  const [jahrgangsstufen, setJahrgangsstufen] = useState(stapel?.jahrgangsstufen ?? '');
  const [faecher, setFaecher] = useState(stapel?.faecher ?? '');
  const [ordnerWahl, setOrdnerWahl] = useState<OrdnerWahl>({
    id: stapel?.benutzer_ordner_id ?? ORDNER_KEIN,
    name: '',
  });
  const [beruehrt, setBeruehrt] = useState({ titel: false, kategorie: false, ordner: false });
  const [speichern, { error, isLoading }] = useSpeichernStapelMutation();

  const stapelFehler = validateStack({ bezeichnung, flashcards_kategorie_id: kategorieId });
  const ordnerFehler =
    ordnerWahl.id === ORDNER_NEU
      ? validateFolderName(
          ordnerWahl.name,
          ordner.map((eintrag) => eintrag.name),
        )
      : [];
  const titelFehler = stapelFehler.find((key) => key === 'validierung.titelFehlt');
  const kategorieFehler = stapelFehler.find((key) => key === 'validierung.kategorieFehlt');
  const gueltig = stapelFehler.length === 0 && ordnerFehler.length === 0;

  const absenden = async () => {
    if (kategorieId === null) return;
    const neuerOrdner = ordnerWahl.id === ORDNER_NEU;
    const result = await speichern({
      unterrichtsModul: {
        ...(stapel ? { id: stapel.id } : {}),
        bezeichnung: bezeichnung.trim(),
        flashcards_kategorie_id: kategorieId,
        jahrgangsstufen: jahrgangsstufen.trim() || null,
        faecher: faecher.trim() || null,
        benutzer_ordner_id: ordnerWahl.id > 0 ? ordnerWahl.id : null,
      },
      benutzerOrdner: neuerOrdner ? { id: ORDNER_NEU, name: ordnerWahl.name.trim() } : null,
    });
    if (!result.error) onClose();
  };

  return (
    <DialogForm
      title={t('stapel.eigenschaftenTitel')}
      size="lg"
      gueltig={gueltig}
      loading={isLoading}
      error={error}
      onSubmit={() => void absenden()}
      onClose={onClose}
    >
      <TextInput
        label={t('stapel.bezeichnung')}
        maxLength={MAX_LENGTH.stapelBezeichnung}
        required
        data-autofocus
        value={bezeichnung}
        onChange={(event) => {
          setBezeichnung(event.currentTarget.value);
          setBeruehrt((bisher) => ({ ...bisher, titel: true }));
        }}
        error={beruehrt.titel && titelFehler ? t(titelFehler) : null}
      />
      <KategorieFeld
        value={kategorieId}
        onChange={(id) => {
          setKategorieId(id);
          setBeruehrt((bisher) => ({ ...bisher, kategorie: true }));
        }}
        darfAnlegen={istLehrperson}
        error={beruehrt.kategorie && kategorieFehler ? t(kategorieFehler) : null}
      />
      <TextInput
        label={t('stapel.jahrgangsstufen')}
        maxLength={MAX_LENGTH.jahrgangsstufen}
        value={jahrgangsstufen}
        onChange={(event) => setJahrgangsstufen(event.currentTarget.value)}
      />
      <TextInput
        label={t('stapel.faecher')}
        maxLength={MAX_LENGTH.faecher}
        value={faecher}
        onChange={(event) => setFaecher(event.currentTarget.value)}
      />
      <OrdnerFeld
        ordner={ordner}
        value={ordnerWahl}
        onChange={(wahl) => {
          setOrdnerWahl(wahl);
          setBeruehrt((bisher) => ({ ...bisher, ordner: bisher.ordner || wahl.name !== '' }));
        }}
        error={beruehrt.ordner && ordnerFehler[0] ? t(ordnerFehler[0]) : null}
      />
    </DialogForm>
  );
}
