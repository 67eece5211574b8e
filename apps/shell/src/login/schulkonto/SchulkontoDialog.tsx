import { useEffect } from 'react';
import { useForm } from '@mantine/form';
import { apiErrorMessage, schulkontoStartUrl, useLazyGetSchulkontoSchuleQuery } from '@lernstapel/api-client';
import { isSchulkuerzel } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, FormErrorAlert, Group, Modal, Stack, Text, TextInput } from '@lernstapel/ui';
import { normalesKuerzel, schuleMerken } from './gemerkte-schule';

export interface SchulkontoDialogProps {
  opened: boolean;
  /** The short code of a school link (/login?schule=…) or of this browser's last school: looked up at once. */
  kuerzelVorgabe: string | null;
  onClose: () => void;
}

/**
 * Issue 28 'Mit Schulkonto anmelden': the short school code, the school's name, and the button that
 * leads to the school's identity provider (GET /api/schulkonto/start, a navigation, not a fetch).
 */
export function SchulkontoDialog({ opened, kuerzelVorgabe, onClose }: SchulkontoDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={t('schulkonto.anmelden')} centered>
      {/* The modal mounts its content while open: each opening starts from the given short code. */}
      <SchulkontoSuche kuerzelVorgabe={kuerzelVorgabe} onClose={onClose} />
    </Modal>
  );
}

function SchulkontoSuche({ kuerzelVorgabe, onClose }: Omit<SchulkontoDialogProps, 'opened'>) {
  const form = useForm({
    initialValues: { eingabe: kuerzelVorgabe ?? '' },
    validate: {
      eingabe: (eingabe) =>
        isSchulkuerzel(normalesKuerzel(eingabe)) ? null : t('schulkonto.kuerzelUngueltig'),
    },
  });
  const [suchen, { data: schule, error, isFetching }] = useLazyGetSchulkontoSchuleQuery();
  const { eingabe } = form.getValues();
  const kuerzel = normalesKuerzel(eingabe);
  const gueltig = form.isValid();
  const gefunden = schule && schule.kuerzel === kuerzel && !error ? schule : null;

  // A school link's or the remembered short code is looked up as the dialog opens.
  useEffect(() => {
    if (kuerzelVorgabe && isSchulkuerzel(kuerzelVorgabe)) void suchen(kuerzelVorgabe, true);
  }, [kuerzelVorgabe, suchen]);

  const submit = form.onSubmit(() => {
    if (!isFetching) void suchen(kuerzel, true);
  });

  return (
    <form onSubmit={submit}>
      <Stack>
        {error && !isFetching ? <FormErrorAlert message={apiErrorMessage(error)} /> : null}
        <TextInput
          label={t('schulkonto.schulkuerzel')}
          {...form.getInputProps('eingabe')}
          // An empty field just keeps the button disabled; anything typed is judged at once.
          error={eingabe.trim() !== '' && !gueltig ? t('schulkonto.kuerzelUngueltig') : undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('allgemein.abbrechen')}
          </Button>
          <Button
            type="submit"
            variant={gefunden ? 'default' : 'filled'}
            disabled={!gueltig}
            loading={isFetching}
          >
            {t('schulkonto.schuleWaehlen')}
          </Button>
        </Group>
        {gefunden ? (
          <Stack gap="xs" data-testid="schulkonto-schule">
            <Text fw={500}>{gefunden.schulname}</Text>
            <Button
              component="a"
              href={schulkontoStartUrl(gefunden.kuerzel)}
              onClick={() => schuleMerken(gefunden.kuerzel)}
            >
              {t('schulkonto.anmelden')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </form>
  );
}
