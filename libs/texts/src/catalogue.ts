import { AREA_TEXTS } from './area-texts';
import { LANDING } from './de/landing';
import { LEGAL_TEXTS } from './legal-texts';
import { LOGIN_TEXTS } from './login-texts';

/**
 * Every user-visible German text of Lernstapel, by key. Keys are unique across the files in de/
 * (catalogue.spec.ts fails on a clash, which a spread would otherwise hide). A domain's file is named
 * like its API folder (README: domain table); pages and cross-cutting texts have their own files.
 * Keys kept their prefixes when files were renamed (issue 8): 'karten.' is in unterrichtsmodulteile.ts,
 * 'stapel.', 'teilen.', 'veroeffentlichen.' and 'eingaenge.' in unterrichtsmodule.ts or stapelablage.ts,
 * 'verwaltung.' with the domain it speaks of.
 * The files are split into the texts needed before a login (./login-texts.ts), the login page's own
 * (./de/landing.ts), those of the logged-in areas (./area-texts.ts) and the privacy statement
 * (./legal-texts.ts), so that the browser can load the second with the login page, the third after
 * the login and the fourth with its dialog (./browser.ts).
 */
export const TEXTS = { ...LOGIN_TEXTS, ...LANDING, ...AREA_TEXTS, ...LEGAL_TEXTS } as const;

export type TextKey = keyof typeof TEXTS;
export type TextParams = Record<string, string | number>;
