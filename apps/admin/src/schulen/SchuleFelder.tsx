import { isLandCode, MAX_LENGTH } from '@lernstapel/rules';
import { t, type TextKey } from '@lernstapel/texts';
import { AnsprechpersonenFelder } from './AnsprechpersonenFelder';
import { landOptions, NumberInput, Select, SimpleGrid, Stack, TextInput, Title } from '@lernstapel/ui';
import type { SchuleForm, SchuleFormFehler, SchuleTextFeld } from './schule-form';

/** Issue 23 §3: each field takes what the API takes (MAX_LENGTH, as the DTO). */
const SCHULE_MAX_LENGTH: Record<SchuleTextFeld, number> = {
  name1: MAX_LENGTH.schulname,
  name2: MAX_LENGTH.schulname,
  anschrift1: MAX_LENGTH.anschrift,
  anschrift2: MAX_LENGTH.anschrift,
  plz: MAX_LENGTH.plz,
  ort: MAX_LENGTH.ort,
  telefon1: MAX_LENGTH.telefon,
  email1: MAX_LENGTH.email,
  telefon2: MAX_LENGTH.telefon,
  email2: MAX_LENGTH.email,
  hauspost_domainname: MAX_LENGTH.domainname,
  rechnungsanschrift1: MAX_LENGTH.anschrift,
  rechnungsanschrift2: MAX_LENGTH.anschrift,
  rechnungsplz: MAX_LENGTH.plz,
  rechnungsort: MAX_LENGTH.ort,
};

export interface SchuleFelderProps {
  form: SchuleForm;
  fehler: SchuleFormFehler;
  /** name1's message is shown once the field was left or changed, not on a fresh, empty dialog. */
  name1Beruehrt: boolean;
  onName1Beruehrt: () => void;
  onChange: (patch: Partial<SchuleForm>) => void;
  /** 01 §6: only a main administrator sets lizenz_jahr; the school's own data dialog leaves it out. */
  mitLizenzJahr?: boolean;
  /** The licence order for a new school has no contact list: the ordering person becomes the contact. */
  mitAnsprechpersonen?: boolean;
}

/** Every school field of 01 §3, grouped as address, contact, billing and licence. */
export function SchuleFelder({
  form,
  fehler,
  name1Beruehrt,
  onName1Beruehrt,
  onChange,
  mitLizenzJahr = true,
  mitAnsprechpersonen = true,
}: SchuleFelderProps) {
  const meldung = (feld: SchuleTextFeld): string | undefined => {
    const key: TextKey | undefined = fehler.felder[feld];
    return key ? t(key) : undefined;
  };
  const textFeld = (feld: SchuleTextFeld, label: TextKey, type: 'text' | 'email' | 'tel' = 'text') => (
    <TextInput
      label={t(label)}
      maxLength={SCHULE_MAX_LENGTH[feld]}
      type={type}
      value={form[feld]}
      error={meldung(feld)}
      onChange={(event) => onChange({ [feld]: event.currentTarget.value })}
    />
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('schule.name1')}
          maxLength={MAX_LENGTH.schulname}
          withAsterisk
          data-autofocus
          value={form.name1}
          error={name1Beruehrt ? meldung('name1') : undefined}
          onBlur={onName1Beruehrt}
          onChange={(event) => {
            onName1Beruehrt();
            onChange({ name1: event.currentTarget.value });
          }}
        />
        {textFeld('name2', 'schule.name2')}
        {textFeld('anschrift1', 'schule.anschrift1')}
        {textFeld('anschrift2', 'schule.anschrift2')}
        {textFeld('plz', 'schule.plz')}
        {textFeld('ort', 'schule.ort')}
        <Select
          label={t('schule.land')}
          data={landOptions()}
          value={form.land}
          allowDeselect={false}
          onChange={(value) => {
            if (value && isLandCode(value)) onChange({ land: value });
          }}
        />
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('admin.abschnittKontakt')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {textFeld('telefon1', 'schule.telefon1', 'tel')}
        {textFeld('email1', 'schule.email1', 'email')}
        {textFeld('telefon2', 'schule.telefon2', 'tel')}
        {textFeld('email2', 'schule.email2', 'email')}
        {textFeld('hauspost_domainname', 'schule.hauspostDomainname')}
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('admin.abschnittRechnung')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {textFeld('rechnungsanschrift1', 'schule.rechnungsanschrift1')}
        {textFeld('rechnungsanschrift2', 'schule.rechnungsanschrift2')}
        {textFeld('rechnungsplz', 'schule.rechnungsplz')}
        {textFeld('rechnungsort', 'schule.rechnungsort')}
        <Select
          label={t('schule.rechnungsland')}
          data={landOptions()}
          value={form.rechnungsland}
          clearable
          onChange={(value) => onChange({ rechnungsland: value && isLandCode(value) ? value : null })}
        />
        {mitLizenzJahr ? (
          <NumberInput
            label={t('schule.lizenzJahr')}
            value={form.lizenz_jahr}
            allowDecimal={false}
            allowNegative={false}
            onChange={(value) => onChange({ lizenz_jahr: value })}
          />
        ) : null}
      </SimpleGrid>
      {mitAnsprechpersonen ? (
        <AnsprechpersonenFelder
          personen={form.ansprechpartner}
          fehler={fehler.ansprechpartner}
          onChange={(ansprechpartner) => onChange({ ansprechpartner })}
        />
      ) : null}
    </Stack>
  );
}
