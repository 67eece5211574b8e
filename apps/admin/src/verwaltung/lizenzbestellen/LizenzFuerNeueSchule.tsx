import { useForm } from '@mantine/form';
import type { LizenzFuerNeueSchuleRequest } from '@lernstapel/contracts';
import { licenceOrderMissingFields } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, Checkbox, Group, Stack, Text, Title } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { SchuleFelder } from '../../schulen/SchuleFelder';
import { leeresSchuleForm, type SchuleForm } from '../../schulen/schule-form';
import { useSchuleForm } from '../../schulen/use-schule-form';
import { eigeneSchuleRequestAus } from '../eigene/eigene-schule-request';
import { useLizenzFuerNeueSchuleBestellenMutation } from '../verwaltung-api';
import { FehlendeAngaben } from './FehlendeAngaben';

export interface LizenzFuerNeueSchuleProps {
  /** The server's message after a successful order (the page shows it as is, 01 §7). */
  onBestellt: (message: string) => void;
}

/** The contract's school: the school data dialog's request without the contact list. */
function neueSchuleAus(form: SchuleForm): LizenzFuerNeueSchuleRequest['schule'] {
  const { schule_ansprechpartner: _ansprechpartner, ...schule } = eigeneSchuleRequestAus(form);
  return schule;
}

/**
 * 01 §6: an individual person (no school) orders a licence for a school. The school's fields are the
 * school data dialog's; the red list (01 §5) follows the values as they are typed, and the order is
 * possible only with accepted terms, no missing field and no invalid one. The order creates the
 * school: the session is refreshed and the page becomes the normal Verwaltung.
 */
export function LizenzFuerNeueSchule({ onBestellt }: LizenzFuerNeueSchuleProps) {
  const { form, fehler, felder } = useSchuleForm(leeresSchuleForm);
  const bedingungen = useForm({ initialValues: { akzeptiert: false } });
  const { akzeptiert } = bedingungen.getValues();
  const [bestellen, { error, isLoading }] = useLizenzFuerNeueSchuleBestellenMutation();
  const fehlend = licenceOrderMissingFields(form);
  // An empty name1 is in both the red list and fehler (validateSchool); fehler adds the invalid fields.
  const bereit = akzeptiert && fehlend.length === 0 && fehler.gueltig;

  const onSubmit = async () => {
    if (!bereit || isLoading) return;
    const result = await bestellen({
      year: new Date().getFullYear(),
      lizenzFuerNeueSchuleDto: { bedingungen_akzeptiert: true, schule: neueSchuleAus(form) },
    });
    if (result.data) onBestellt(result.data.message);
  };

  return (
    <section data-testid="lizenz-neue-schule">
      <Title order={2} size="h4" my="sm">
        {t('lizenz.neueSchuleTitel')}
      </Title>
      <Stack gap="sm" mb="md">
        <Text>{t('lizenz.neueSchuleErklaerung')}</Text>
        <Text>{t('lizenz.neueSchuleDanach')}</Text>
        <Text>{t('lizenz.neueSchuleAktiv')}</Text>
        <Text>
          <strong>{t('lizenz.preisKurz')}</strong> – {t('lizenz.preis')}
        </Text>
      </Stack>
      <form onSubmit={bedingungen.onSubmit(() => void onSubmit())} noValidate>
        <SchuleFelder {...felder} mitLizenzJahr={false} mitAnsprechpersonen={false} />
        <Stack gap="sm" mt="lg">
          <FehlendeAngaben fehlend={fehlend} />
          <Checkbox
            label={t('lizenz.bedingungenAkzeptieren')}
            {...bedingungen.getInputProps('akzeptiert', { type: 'checkbox' })}
          />
          <Group>
            <Button type="submit" disabled={!bereit} loading={isLoading}>
              {t('lizenz.bestellen')}
            </Button>
          </Group>
          {error ? <ApiErrorAlert error={error} /> : null}
        </Stack>
      </form>
    </section>
  );
}
