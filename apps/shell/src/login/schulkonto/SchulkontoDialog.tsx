import { useEffect } from 'react';
import { useForm } from '@mantine/form';
import { apiErrorMessage, schulkontoStartUrl, useLazyGetSchulkontoSchuleQuery } from '@lernstapel/api-client';
import { isSchulkuerzel, normalesSchulkuerzel, validateSchulkuerzelEingabe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, Stack, Text, TextInput, regelValidator } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { schuleMerken } from './gemerkte-schule';

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
  // Mounted while open: each opening starts from the given short code.
  return opened ? <SchulkontoSuche kuerzelVorgabe={kuerzelVorgabe} onClose={onClose} /> : null;
}

const kuerzelFehler = regelValidator(validateSchulkuerzelEingabe);

function SchulkontoSuche({ kuerzelVorgabe, onClose }: Omit<SchulkontoDialogProps, 'opened'>) {
  const form = useForm({
    initialValues: { eingabe: kuerzelVorgabe ?? '' },
    validate: { eingabe: kuerzelFehler },
  });
  const [suchen, { data: schule, error, isFetching }] = useLazyGetSchulkontoSchuleQuery();
  const { eingabe } = form.getValues();
  const kuerzel = normalesSchulkuerzel(eingabe);
  const gueltig = form.isValid();
  const gefunden = schule && schule.kuerzel === kuerzel && !error ? schule : null;

  // A school link's or the remembered short code is looked up as the dialog opens.
  useEffect(() => {
    if (kuerzelVorgabe && isSchulkuerzel(kuerzelVorgabe)) void suchen(kuerzelVorgabe, true);
  }, [kuerzelVorgabe, suchen]);

  return (
    <DialogForm
      centered
      title={t('schulkonto.anmelden')}
      absenden={t('schulkonto.schuleWaehlen')}
      // Once the school is found, signing in there is the next step.
      absendenVariant={gefunden ? 'default' : 'filled'}
      gueltig={gueltig}
      loading={isFetching}
      error={error && !isFetching ? apiErrorMessage(error) : null}
      onSubmit={() => void suchen(kuerzel, true)}
      onClose={onClose}
    >
      <TextInput
        label={t('schulkonto.schulkuerzel')}
        {...form.getInputProps('eingabe')}
        // An empty field just keeps the button disabled; anything typed is judged at once.
        error={eingabe.trim() !== '' ? kuerzelFehler(eingabe) : undefined}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        data-autofocus
      />
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
    </DialogForm>
  );
}
