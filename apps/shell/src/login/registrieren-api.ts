import { shellBenutzerApi } from '@lernstapel/api-client/endpoints/benutzer';

/**
 * Registration and 'Anmeldecode vergessen?' (01 §2, §5, §8; DEVIATIONS 2: the code goes by mail),
 * generated from the API's OpenAPI document.
 */
export const {
  useRegistrierenRegisterMutation: useRegistrierenMutation,
  useAnmeldecodeVergessenForgotCodeMutation: useAnmeldecodeVergessenMutation,
} = shellBenutzerApi;
