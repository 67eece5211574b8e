import { useForm } from '@mantine/form';
import { apiErrorMessage } from '@lernstapel/api-client';
import { canAddRaceParticipant, raceModeOptions } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import {
  Button,
  Checkbox,
  ErrorNotice,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  useNavigate,
} from '@lernstapel/ui';
import { useErstellenMutation, useGetEinladbarQuery, useGetRennStapelQuery } from './wettbewerbe-api';

export interface WettbewerbErstellenProps {
  userId: number;
  onClose: () => void;
}

/**
 * 01 §4, §5: a race from an own stack, its number of questions (option 2 hidden when it equals
 * option 1) and up to 5 invited of the own class; then the race screen opens.
 */
export function WettbewerbErstellen({ userId, onClose }: WettbewerbErstellenProps) {
  const stapel = useGetRennStapelQuery(userId);
  const einladbar = useGetEinladbarQuery();
  const [erstellen, erstellung] = useErstellenMutation();
  const navigate = useNavigate();
  const form = useForm<{ stapelId: string | null; modus: string; gewaehlt: number[] }>({
    initialValues: { stapelId: null, modus: '0', gewaehlt: [] },
    // A new stack has its own question counts: the mode starts again at the first option.
    onValuesChange: (werte, vorher) => {
      if (werte.stapelId !== vorher.stapelId && werte.modus !== '0') form.setFieldValue('modus', '0');
    },
  });
  const { stapelId, gewaehlt } = form.getValues();

  const gewaehlterStapel = stapel.data?.find((eintrag) => String(eintrag.id) === stapelId);
  const optionen = gewaehlterStapel ? raceModeOptions(gewaehlterStapel.anzahl_modulteile) : [];
  // 01 §5: the starter plus 5 invited; no more can be added at 6.
  const voll = !canAddRaceParticipant(gewaehlt.length + 1);
  const fehler = stapel.error ?? einladbar.error ?? erstellung.error;

  const senden = async () => {
    if (!gewaehlterStapel) return;
    const antwort = await erstellen({
      unterrichtsmodul_id: gewaehlterStapel.id,
      modus: Number(form.getValues().modus),
      teilnehmer: gewaehlt,
    })
      .unwrap()
      .catch(() => null);
    if (antwort) void navigate(`/wettbewerbe/${antwort.id}`);
  };

  return (
    <Paper withBorder p="md" data-testid="wettbewerb-erstellen">
      <Stack gap="sm">
        {fehler ? <ErrorNotice message={apiErrorMessage(fehler)} /> : null}
        <Select
          label={t('wettbewerbe.stapel')}
          data={(stapel.data ?? [])
            .filter((eintrag) => eintrag.anzahl_modulteile > 0)
            .map((eintrag) => ({ value: String(eintrag.id), label: eintrag.bezeichnung }))}
          {...form.getInputProps('stapelId')}
          searchable
        />
        {optionen.length > 0 ? (
          <Select
            label={t('wettbewerbe.modus')}
            data={optionen.map((option) => ({
              value: String(option.modus),
              label: t(`wettbewerbe.modus.${option.modus}`, { anzahl: option.anzahl }),
            }))}
            {...form.getInputProps('modus')}
            allowDeselect={false}
          />
        ) : null}
        <Text fw={600}>{t('wettbewerbe.teilnehmer')}</Text>
        <Stack gap={4} data-testid="einladbar">
          {(einladbar.data ?? []).map((person) => {
            const an = gewaehlt.includes(person.id);
            return (
              <Checkbox
                key={person.id}
                label={person.benutzername}
                checked={an}
                disabled={!an && voll}
                onChange={(event) =>
                  form.setFieldValue(
                    'gewaehlt',
                    event.currentTarget.checked
                      ? [...gewaehlt, person.id]
                      : gewaehlt.filter((id) => id !== person.id),
                  )
                }
              />
            );
          })}
        </Stack>
        <Group>
          <Button
            onClick={() => void senden()}
            disabled={!gewaehlterStapel || gewaehlt.length === 0}
            loading={erstellung.isLoading}
          >
            {t('wettbewerbe.erstellen')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('allgemein.abbrechen')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
