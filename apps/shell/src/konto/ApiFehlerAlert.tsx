import { apiErrorDetails, apiErrorMessage, type ApiCallError } from '@lernstapel/api-client';
import { FormErrorAlert } from '@lernstapel/ui';

export interface ApiFehlerAlertProps {
  error: ApiCallError;
}

/** A failed change: the API's German message and its details. */
export function ApiFehlerAlert({ error }: ApiFehlerAlertProps) {
  return <FormErrorAlert message={apiErrorMessage(error)} details={apiErrorDetails(error)} />;
}
