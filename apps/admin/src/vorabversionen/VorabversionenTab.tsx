import type { RemoteName, RemotesMap, VorabRueckfall, VorabSchule } from '@lernstapel/contracts';
import { type ApiCallError } from '@lernstapel/api-client';
import { formatDateTimeDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { DataTable, Group, Stack, Switch, Text } from '@lernstapel/ui';
import { AbfrageState, ApiErrorAlert } from '@lernstapel/ui-data';
import { useGetVorabversionenQuery, useSetVorabSchuleMutation } from './vorabversionen-api';

const bereich = (remote: RemoteName) => t(`vorabversionen.bereich.${remote}`);

function Rueckfaelle({ rueckfaelle }: { rueckfaelle: readonly VorabRueckfall[] }) {
  if (rueckfaelle.length === 0) return <>{t('vorabversionen.keinRueckfall')}</>;
  return (
    <Stack gap={2}>
      {rueckfaelle.map((rueckfall) => (
        <Text key={`${rueckfall.remote} ${rueckfall.manifest}`} size="sm" title={rueckfall.manifest}>
          {t('vorabversionen.rueckfall', {
            bereich: bereich(rueckfall.remote),
            anzahl: rueckfall.anzahl,
            zeit: formatDateTimeDe(rueckfall.zuletzt_am),
            grund: t(`vorabversionen.grund.${rueckfall.grund}`),
          })}
        </Text>
      ))}
    </Stack>
  );
}

function Eingerichtet({ vorab }: { vorab: RemotesMap }) {
  const remotes = Object.keys(vorab) as RemoteName[];
  if (remotes.length === 0) return <Text>{t('vorabversionen.keineEingerichtet')}</Text>;
  return (
    <Text fw={500} data-testid="vorabversionen-eingerichtet">
      {t('vorabversionen.eingerichtet', { bereiche: remotes.map(bereich).join(', ') })}
    </Text>
  );
}

/**
 * Issue 26 §5, 'Vorabversionen' of the main administrator's area: the canary the operator configured,
 * which school runs which version, which fell back to the stable one, and the switch per school.
 */
export function VorabversionenTab() {
  const uebersicht = useGetVorabversionenQuery(undefined, { refetchOnMountOrArgChange: true });
  const [setzen, speichern] = useSetVorabSchuleMutation();
  const schulen = uebersicht.data?.schulen ?? [];
  const umschalten = async (schule: VorabSchule, vorab: boolean) => {
    await setzen({ id: schule.id, vorabSchuleDto: { vorab } })
      .unwrap()
      .then(() => uebersicht.refetch())
      .catch(() => undefined);
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('vorabversionen.hinweis')}
      </Text>
      {uebersicht.data ? <Eingerichtet vorab={uebersicht.data.vorab} /> : null}
      {speichern.error ? <ApiErrorAlert error={speichern.error as ApiCallError} /> : null}
      <AbfrageState
        abfragen={[uebersicht]}
        empty={schulen.length === 0}
        emptyMessage={t('vorabversionen.keineSchulen')}
      >
        <DataTable
          striped
          data-testid="vorabversionen-table"
          rows={schulen}
          rowKey={(schule) => schule.id}
          columns={[
            { header: t('vorabversionen.spalteSchule'), cell: (schule) => schule.name },
            {
              header: t('vorabversionen.spalteVersion'),
              cell: (schule) =>
                schule.vorab ? t('vorabversionen.versionVorab') : t('vorabversionen.versionStabil'),
            },
            {
              header: t('vorabversionen.spalteRueckfaelle'),
              cell: (schule) => <Rueckfaelle rueckfaelle={schule.rueckfaelle} />,
            },
            {
              header: t('vorabversionen.spalteVorab'),
              cell: (schule) => (
                <Group gap="xs" wrap="nowrap">
                  <Switch
                    aria-label={t('vorabversionen.schalterName', { schule: schule.name })}
                    checked={schule.vorab}
                    disabled={schule.ausKonfiguration || speichern.isLoading}
                    onChange={(event) => void umschalten(schule, event.currentTarget.checked)}
                  />
                  {schule.ausKonfiguration ? (
                    <Text size="xs" c="dimmed">
                      {t('vorabversionen.ausKonfiguration')}
                    </Text>
                  ) : null}
                </Group>
              ),
            },
          ]}
        />
      </AbfrageState>
    </Stack>
  );
}
