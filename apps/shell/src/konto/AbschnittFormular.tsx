import type { FormEvent, ReactNode } from 'react';
import type { ApiCallError } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { Button, Group, SuccessNotice } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { KontoAbschnitt } from './KontoAbschnitt';

export interface AbschnittFormularProps {
  titel: string;
  /** the save button's label */
  absenden: string;
  gueltig?: boolean;
  loading: boolean;
  /** the last save went through: 'Gespeichert.' */
  gespeichert: boolean;
  error?: ApiCallError;
  onSubmit: () => void;
  /** data-testid of the section, for stories and tests */
  testId: string;
  children: ReactNode;
}

/**
 * A section of 'Mein Konto' that saves one thing (01 §5): its heading and fields, 'Gespeichert.' or the API's
 * message, and the save button; Enter saves when the button is enabled.
 */
export function AbschnittFormular(props: AbschnittFormularProps) {
  const { titel, absenden, gueltig = true, loading, gespeichert, error, onSubmit, testId } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (gueltig && !loading) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <KontoAbschnitt titel={titel} testId={testId}>
        {props.children}
        {gespeichert ? <SuccessNotice message={t('bestaetigung.gespeichert')} /> : null}
        {error ? <ApiErrorAlert error={error} /> : null}
        <Group>
          <Button type="submit" disabled={!gueltig} loading={loading}>
            {absenden}
          </Button>
        </Group>
      </KontoAbschnitt>
    </form>
  );
}
