import { apiErrorDetails, apiErrorMessage, type ApiCallError } from '@lernstapel/api-client';
import { FormErrorAlert } from '@lernstapel/ui';

export interface ApiFehlerProps {
  error: ApiCallError;
}

/** A failed save or delete inside a dialog: the API's German message and its details. */
export function ApiFehler({ error }: ApiFehlerProps) {
  return <FormErrorAlert message={apiErrorMessage(error)} details={apiErrorDetails(error)} />;
}
