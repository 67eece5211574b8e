import { apiErrorMessage, httpStatusOf, type ApiCallError } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { Alert, DataState, type DataStateProps } from '@lernstapel/ui';

/** HTTP 423: the API locks a stack's cards while the pupil's exam or race on it runs (issue 22 §1). */
const GESPERRT = 423;

/** The API's German reason when a stack's cards are locked for now, else null. */
export function sperrMeldung(error: ApiCallError | undefined): string | null {
  return httpStatusOf(error) === GESPERRT ? apiErrorMessage(error) : null;
}

export interface KartenZustandProps extends DataStateProps {
  /** sperrMeldung of the failed load: shown instead of the cards, without a retry button. */
  gesperrt: string | null;
}

/** DataState for a stack's cards; a locked stack says why instead (no error: it opens again later). */
export function KartenZustand({ gesperrt, children, ...ladezustand }: KartenZustandProps) {
  if (gesperrt) {
    return (
      <Alert color="yellow" title={t('unterrichtsmodule.gesperrtTitel')} data-testid="stapel-gesperrt">
        {gesperrt}
      </Alert>
    );
  }
  return <DataState {...ladezustand}>{children}</DataState>;
}
