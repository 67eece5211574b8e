/**
 * A confirmation the UI shows as is: pupil actions ('Der Anmeldecode wurde an {email} verschickt') and
 * licence orders answer with it.
 */
export interface MeldungResponse {
  message: string;
}
