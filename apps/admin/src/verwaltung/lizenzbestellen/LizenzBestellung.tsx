import { useForm } from '@mantine/form';
import type { SchulDaten } from '@lernstapel/contracts';
import { isLicenceValid, licenceOrderMissingFields } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { LicenceNotice, Alert, Button, Checkbox, Stack, Text, Title } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { useLizenzBestellenMutation } from '../verwaltung-api';
import { FehlendeAngaben } from './FehlendeAngaben';

export interface LizenzBestellungProps {
  schuleId: number;
  schule: SchulDaten;
}

/**
 * 01 §5, §9 licence order: the current status, the price, the terms checkbox and 'Lizenz bestellen',
 * enabled only with accepted terms and the school fields the invoice needs; missing ones form the red
 * list. The server records and mails the order and answers a text that is shown as is (01 §7).
 */
export function LizenzBestellung({ schuleId, schule }: LizenzBestellungProps) {
  const bedingungen = useForm({ initialValues: { akzeptiert: false } });
  const { akzeptiert } = bedingungen.getValues();
  const [bestellen, { data, error, isLoading }] = useLizenzBestellenMutation();
  const jahr = new Date().getFullYear();
  const fehlend = licenceOrderMissingFields(schule);
  const gueltig = isLicenceValid(schule.lizenz_jahr);

  return (
    <section data-testid="lizenz-abschnitt">
      <Title order={2} size="h4" my="sm">
        {t('lizenz.titel')}
      </Title>
      <Stack gap="sm">
        <Text fw={500} c={gueltig ? 'green.8' : 'red.8'} data-testid="lizenz-status">
          {gueltig ? t('lizenz.gueltig', { year: jahr }) : t('lizenz.keineLizenz', { year: jahr })}
        </Text>
        {/* 01 §8: the licensed functions' shared notice; it renders nothing while the licence is valid. */}
        <LicenceNotice lizenzJahr={schule.lizenz_jahr} />
        <Text>
          <strong>{t('lizenz.preisKurz')}</strong> – {t('lizenz.preis')}
        </Text>
        <FehlendeAngaben fehlend={fehlend} />
        <Checkbox
          label={t('lizenz.bedingungenAkzeptieren')}
          {...bedingungen.getInputProps('akzeptiert', { type: 'checkbox' })}
        />
        <div>
          <Button
            disabled={!akzeptiert || fehlend.length > 0}
            loading={isLoading}
            onClick={() =>
              void bestellen({ schuleId, year: jahr, lizenzBestellenDto: { bedingungen_akzeptiert: true } })
            }
          >
            {t('lizenz.bestellen')}
          </Button>
        </div>
        {data ? (
          <Alert color="green" variant="light" role="status">
            {data.message}
          </Alert>
        ) : null}
        {error ? <ApiErrorAlert error={error} /> : null}
      </Stack>
    </section>
  );
}
