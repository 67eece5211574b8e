import type { SchulkontoAnbieter } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { Code, Stack, Text } from '@lernstapel/ui';

/** The addresses the school's provider needs (issue 28): return and logout address, and the school link. */
export function SchulkontoAdressen({ anbieter }: { anbieter: SchulkontoAnbieter | null }) {
  const origin = window.location.origin;
  return (
    <Stack gap={4}>
      <Text size="sm">{t('schulkonto.rueckkehrAdresse')}</Text>
      <Code data-testid="schulkonto-rueckkehr">
        {anbieter?.rueckkehr_adresse ?? `${origin}/api/schulkonto/rueckkehr`}
      </Code>
      <Text size="sm">{t('schulkonto.abmeldeAdresse')}</Text>
      <Code data-testid="schulkonto-abmelde-adresse">{anbieter?.abmelde_adresse ?? `${origin}/login`}</Code>
      {anbieter ? (
        <Text size="sm" data-testid="schulkonto-schullink">
          {t('schulkonto.kuerzelHinweis', { adresse: `${origin}/login?schule=${anbieter.kuerzel}` })}
        </Text>
      ) : null}
    </Stack>
  );
}
