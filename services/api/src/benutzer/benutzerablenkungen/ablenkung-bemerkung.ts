import type { AblenkungsArt } from '@lernstapel/contracts';
import type { TextKey } from '@lernstapel/texts';

/** The German remark stored per reported window event (01 §1, §3 benutzerablenkungen). */
export const BEMERKUNG_PRO_ART: Readonly<Record<AblenkungsArt, TextKey>> = {
  blur: 'server.ablenkung.fensterVerlassen',
  focus: 'server.ablenkung.fensterAktiv',
  resize: 'server.ablenkung.fenstergroesse',
  'visibility-hidden': 'server.ablenkung.tabVerborgen',
  'visibility-visible': 'server.ablenkung.tabSichtbar',
};

export const ABLENKUNGS_ARTEN = Object.keys(BEMERKUNG_PRO_ART) as AblenkungsArt[];
