import { useForm } from '@mantine/form';
import type { BenutzerordnerItem, StapelListItem } from '@lernstapel/contracts';
import { ORDNER_KEIN, ORDNER_NEU, validateFolderName, validateStack, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { OrdnerFeld } from '../benutzerordner/OrdnerFeld';
import { KategorieFeld } from '../flashcardsthemen/KategorieFeld';
import { regelFehler } from '../ui/regel-fehler';
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

interface StapelWerte {
  bezeichnung: string;
  kategorieId: number | null;
  jahrgangsstufen: string;
  faecher: string;
  ordnerId: number;
  /** the new folder's name when ordnerId is ORDNER_NEU */
  ordnerName: string;
}

/**
 * 01 §2, §5 stack properties: title and category required; grade levels and search terms optional;
 * a folder, possibly a new one created with the stack. A field's message shows once it was changed.
 */
export function StapelDialog({ stapel, ordner, istLehrperson, onClose }: StapelDialogProps) {
  const [speichern, { error, isLoading }] = useSpeichernStapelMutation();
  const form = useForm<StapelWerte>({
    initialValues: {
      bezeichnung: stapel?.bezeichnung ?? '',
      kategorieId: stapel?.flashcards_kategorie_id ?? null,
      jahrgangsstufen: stapel?.jahrgangsstufen ?? '',
      faecher: stapel?.faecher ?? '',
      ordnerId: stapel?.benutzer_ordner_id ?? ORDNER_KEIN,
      ordnerName: '',
    },
    validateInputOnChange: ['bezeichnung', 'kategorieId', 'ordnerName'],
    validate: (werte) => {
      const stapelFehler = validateStack({
        bezeichnung: werte.bezeichnung,
        flashcards_kategorie_id: werte.kategorieId,
      });
      return {
        bezeichnung: regelFehler(stapelFehler.filter((key) => key === 'validierung.titelFehlt')),
        kategorieId: regelFehler(stapelFehler.filter((key) => key === 'validierung.kategorieFehlt')),
        ordnerName:
          werte.ordnerId === ORDNER_NEU
            ? regelFehler(
                validateFolderName(
                  werte.ordnerName,
                  ordner.map((eintrag) => eintrag.name),
                ),
              )
            : null,
      };
    },
  });
  const werte = form.getValues();

  const absenden = async () => {
    if (werte.kategorieId === null) return;
    const neuerOrdner = werte.ordnerId === ORDNER_NEU;
    const result = await speichern({
      unterrichtsModul: {
        ...(stapel ? { id: stapel.id } : {}),
        bezeichnung: werte.bezeichnung.trim(),
        flashcards_kategorie_id: werte.kategorieId,
        jahrgangsstufen: werte.jahrgangsstufen.trim() || null,
        faecher: werte.faecher.trim() || null,
        benutzer_ordner_id: werte.ordnerId > 0 ? werte.ordnerId : null,
      },
      benutzerOrdner: neuerOrdner ? { id: ORDNER_NEU, name: werte.ordnerName.trim() } : null,
    });
    if (!result.error) onClose();
  };

  return (
    <DialogForm
      title={t('stapel.eigenschaftenTitel')}
      size="lg"
      gueltig={form.isValid()}
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
        {...form.getInputProps('bezeichnung')}
      />
      <KategorieFeld
        value={werte.kategorieId}
        onChange={(id) => form.setFieldValue('kategorieId', id)}
        darfAnlegen={istLehrperson}
        error={form.errors.kategorieId}
      />
      <TextInput
        label={t('stapel.jahrgangsstufen')}
        maxLength={MAX_LENGTH.jahrgangsstufen}
        {...form.getInputProps('jahrgangsstufen')}
      />
      <TextInput
        label={t('stapel.faecher')}
        maxLength={MAX_LENGTH.faecher}
        {...form.getInputProps('faecher')}
      />
      <OrdnerFeld
        ordner={ordner}
        value={{ id: werte.ordnerId, name: werte.ordnerName }}
        onChange={(wahl) => {
          form.setFieldValue('ordnerId', wahl.id);
          // The name's message shows from its first letter on, not when 'Neuer Ordner' is picked.
          if (wahl.name !== werte.ordnerName) form.setFieldValue('ordnerName', wahl.name);
        }}
        error={werte.ordnerId === ORDNER_NEU ? form.errors.ordnerName : null}
      />
    </DialogForm>
  );
}
