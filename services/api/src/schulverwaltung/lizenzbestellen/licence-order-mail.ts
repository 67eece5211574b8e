import { createHash } from 'node:crypto';
import { t } from '@lernstapel/texts';
import type { MailContent } from '../../mail/mail-content';

/** The school's columns the provider needs. */
export interface BestellendeSchule {
  id: number;
  name1: string;
  name2: string | null;
  rechnungsanschrift1: string | null;
  rechnungsanschrift2: string | null;
  rechnungsplz: string | null;
  rechnungsort: string | null;
  rechnungsland: string | null;
  telefon1: string | null;
}

export interface LicenceOrder {
  schule: BestellendeSchule;
  year: number;
  betrag: string;
  bestelltVon: { namevoll: string; email: string | null };
}

/** The order as the provider receives it: school, year, price, billing address, who ordered. */
export function licenceOrderMail(order: LicenceOrder): MailContent {
  const { schule } = order;
  const zeilen = (werte: (string | null)[]): string[] => werte.filter((wert): wert is string => !!wert);
  const rechnung = zeilen([
    schule.name1,
    schule.name2,
    schule.rechnungsanschrift1,
    schule.rechnungsanschrift2,
    [schule.rechnungsplz, schule.rechnungsort].filter(Boolean).join(' ') || null,
    schule.rechnungsland,
  ]);
  return {
    subject: t('verwaltung.mail.lizenz.betreff', { year: order.year, schule: schule.name1 }),
    text:
      [
        t('verwaltung.mail.lizenz.text', {
          schule: schule.name1,
          schuleId: schule.id,
          year: order.year,
          betrag: order.betrag,
        }),
        [t('verwaltung.mail.lizenz.rechnung'), ...rechnung].join('\n'),
        t('verwaltung.mail.lizenz.telefon', { telefon: schule.telefon1 ?? '' }),
        t('verwaltung.mail.lizenz.bestelltVon', {
          name: order.bestelltVon.namevoll,
          email: order.bestelltVon.email ?? '',
        }),
      ].join('\n\n') + '\n',
  };
}

/**
 * What makes two orders the same order: the year and the school data the provider bills, not who sent
 * it. Stored as lizenzbestellung.inhalt (unique per school and year): an unchanged order is placed once.
 */
export function licenceOrderInhalt(schule: BestellendeSchule, year: number): string {
  const felder = [
    schule.id,
    year,
    schule.name1,
    schule.name2,
    schule.rechnungsanschrift1,
    schule.rechnungsanschrift2,
    schule.rechnungsplz,
    schule.rechnungsort,
    schule.rechnungsland,
    schule.telefon1,
  ];
  return createHash('sha256').update(JSON.stringify(felder)).digest('hex');
}
