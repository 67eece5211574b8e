import { FEHLER } from './de/fehler';
import { PORTAL } from './de/portal';
import { ALLGEMEIN } from './de/allgemein';
import { BESTAETIGUNGEN } from './de/bestaetigungen';
import { LOGIN } from './de/login';
import { REGISTRIEREN } from './de/registrieren';
import { SCHULEN } from './de/schulen';
import { SCHULKONTO } from './de/schulkonto';
import { VALIDIERUNG } from './de/validierung';

/**
 * The texts of what can be shown before a login: the login page's dialogs (login, forgotten code,
 * registration), the HTML error page and the shared labels. In the browser these come with the first
 * load; the login page's own (./de/landing.ts) with the login page, all others with the logged-in
 * area, the legal texts with their dialog (./browser.ts, issues 15 §2 and 27).
 */
export const LOGIN_TEXTS = {
  ...FEHLER,
  ...PORTAL,
  ...ALLGEMEIN,
  ...BESTAETIGUNGEN,
  ...LOGIN,
  ...REGISTRIEREN,
  ...SCHULEN,
  ...SCHULKONTO,
  ...VALIDIERUNG,
} as const;
