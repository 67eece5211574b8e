import { DATENSCHUTZERKLAERUNG } from './de/datenschutzerklaerung';

/** The legal texts shown only in their own dialog: in the browser they load when it opens (./browser.ts). */
export const LEGAL_TEXTS = {
  ...DATENSCHUTZERKLAERUNG,
} as const;
