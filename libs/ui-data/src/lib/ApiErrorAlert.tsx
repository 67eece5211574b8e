import { apiErrorDetails, apiErrorMessage, type ApiCallError } from '@lernstapel/api-client';
import { FormErrorAlert } from '@lernstapel/ui';

export interface ApiErrorAlertProps {
  error: ApiCallError;
}

/** A failed save or delete inside a dialog or form: the API's German message and its details. */
export function ApiErrorAlert({ error }: ApiErrorAlertProps) {
  return <FormErrorAlert message={apiErrorMessage(error)} details={apiErrorDetails(error)} />;
}
