import { Inject, Injectable } from '@nestjs/common';
import { MailService } from '../../mail/mail.service';
import { SchulMitgliederService } from '../../benutzer/schul-mitglieder.service';
import { LICENCE_ORDER_EMAIL, LICENCE_PRICE_EUR } from './licence-order-config';
import { type BestellendeSchule, licenceOrderMail } from './licence-order-mail';

/** 01 §9: the price as the messages and the mail show it ('300.00'). */
export const LICENCE_PRICE_TEXT = LICENCE_PRICE_EUR.toFixed(2);

/**
 * Hands a recorded licence order to the provider (LICENCE_ORDER_EMAIL), for an existing school as
 * well as for one an individual person has just created. Throws the mail service's 503 when the
 * mail cannot be handed over; the caller then removes what the order recorded.
 */
@Injectable()
export class LicenceOrderMailer {
  constructor(
    private readonly benutzer: SchulMitgliederService,
    private readonly mail: MailService,
    @Inject(LICENCE_ORDER_EMAIL) private readonly empfaenger: string,
  ) {}

  async send(schule: BestellendeSchule, year: number, bestelltVonId: number): Promise<void> {
    const bestelltVon = await this.benutzer.contactOf(bestelltVonId);
    await this.mail.send({
      to: this.empfaenger,
      ueberBenutzerId: bestelltVonId,
      ...licenceOrderMail({ schule, year, betrag: LICENCE_PRICE_TEXT, bestelltVon }),
    });
  }
}
