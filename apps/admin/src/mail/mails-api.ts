/**
 * The local outbox, newest first (issue 3, DEVIATIONS 8: GET /api/mails, main administrators only),
 * generated from the API's OpenAPI document (`@lernstapel/api-client/endpoints/mails`).
 */
export { mailsApi, useMailsNewestQuery as useGetMailsQuery } from '@lernstapel/api-client/endpoints/mails';
