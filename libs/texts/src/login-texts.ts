import { FEHLER } from './de/fehler';
import { PORTAL } from './de/portal';
import { ALLGEMEIN } from './de/allgemein';
import { BESTAETIGUNGEN } from './de/bestaetigungen';
import { LANDING } from './de/landing';
import { LOGIN } from './de/login';
import { REGISTRIEREN } from './de/registrieren';
import { SCHULEN } from './de/schulen';
import { SCHULKONTO } from './de/schulkonto';
import { VALIDIERUNG } from './de/validierung';

/**
 * The texts of what can be shown before a login: the login page with its dialogs (login, forgotten
 * code, registration), the HTML error page and the shared labels. In the browser these come with the
 * first load; all others with the logged-in area, the legal texts with their dialog (./browser.ts,
 * issue 15 §2).
 */
export const LOGIN_TEXTS = {
  ...FEHLER,
  ...PORTAL,
  ...ALLGEMEIN,
  ...BESTAETIGUNGEN,
  ...LANDING,
  ...LOGIN,
  ...REGISTRIEREN,
  ...SCHULEN,
  ...SCHULKONTO,
  ...VALIDIERUNG,
} as const;
