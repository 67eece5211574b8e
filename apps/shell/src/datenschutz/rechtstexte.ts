import type { DatenschutzAngaben } from '@lernstapel/contracts';
import { GERAETESPEICHER_BUDGET_BYTES, GERAETESPEICHER_TAGE } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';

/** The Impressum (01 §2 legal notice) with the configured operator, or the plain note that it is missing. */
export function impressumText({ betreiber }: DatenschutzAngaben): string {
  if (!betreiber) {
    return [
      t('datenschutz.impressum.betreiberFehlt'),
      t('datenschutz.betreiberFehlt'),
      t('datenschutz.impressum.hinweise'),
    ].join('\n\n');
  }
  return [
    t('datenschutz.impressum.betreiber', { name: betreiber.name, adresse: betreiber.adresse }),
    t('datenschutz.impressum.kontakt', { email: betreiber.email }),
    ...(betreiber.register ? [t('datenschutz.impressum.register', { register: betreiber.register })] : []),
    t('datenschutz.impressum.hinweise'),
  ].join('\n\n');
}

/** Issue 29: without a configured authority, the usual one of the operator's country. */
const AUFSICHT_JE_LAND = {
  CH: 'datenschutz.aufsichtCH',
  DE: 'datenschutz.aufsichtDE',
  A: 'datenschutz.aufsichtA',
  keins: 'datenschutz.aufsichtStandard',
} as const;

/** The privacy text with the operator, its data-protection contact and the configured retention periods. */
export function datenschutzText({ betreiber, aufbewahrung }: DatenschutzAngaben): string {
  return t('datenschutz.erklaerung', {
    verantwortlich: betreiber
      ? t('datenschutz.verantwortlich', { name: betreiber.name, adresse: betreiber.adresse })
      : t('datenschutz.betreiberFehlt'),
    kontakt: t('datenschutz.kontakt', {
      kontakt: betreiber?.datenschutzKontakt ?? t('datenschutz.kontaktFehlt'),
    }),
    aufsicht: betreiber?.aufsichtsbehoerde
      ? t('datenschutz.aufsicht', { aufsicht: betreiber.aufsichtsbehoerde })
      : t(AUFSICHT_JE_LAND[betreiber?.land ?? 'keins']),
    aktivitaetenTage: aufbewahrung.aktivitaetenTage,
    sitzungStunden: aufbewahrung.sitzungStunden,
    gespeicherteAnmeldungTage: aufbewahrung.gespeicherteAnmeldungTage,
    geraetTage: aufbewahrung.geraetTage,
    mailTage: aufbewahrung.mailTage,
    offlineTage: GERAETESPEICHER_TAGE,
    offlineMegabytes: GERAETESPEICHER_BUDGET_BYTES / 1_000_000,
  });
}
