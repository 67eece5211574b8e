import { HttpStatus, Injectable } from '@nestjs/common';
import type { AnmeldecodeVergessenResponse } from '@lernstapel/contracts';
import { validateForgotCodeInput } from '@lernstapel/rules';
import { ApiException, throwIfRuleErrors } from '../../common/api-exception';
import { codeVergessenMail } from '../../mail/mail-content';
import { MailService } from '../../mail/mail.service';
import { normaliseEmail } from '../benutzer-email';
import { ZugangLesenService } from '../zugang-lesen.service';

/** 'Anmeldecode vergessen?' (01 §4/§8, DEVIATIONS 2): the code goes by mail, never to the browser. */
@Injectable()
export class AnmeldecodeVergessenService {
  constructor(
    private readonly benutzer: ZugangLesenService,
    private readonly mail: MailService,
  ) {}

  /**
   * Mails the login with this address (e-mails are unique and stored normalised, migration UniqueKeys). Unknown address → 404 with the spec's text
   * (01 §8); the rate limit keeps this from being used to probe many addresses.
   */
  async sendCode(email: string): Promise<AnmeldecodeVergessenResponse> {
    const fehler = validateForgotCodeInput(email);
    throwIfRuleErrors(fehler);
    const adresse = normaliseEmail(email);
    const zugaenge = await this.benutzer.loginsWithEmail(adresse);
    const [ersterZugang] = zugaenge;
    if (!ersterZugang) throw new ApiException(HttpStatus.NOT_FOUND, 'login.emailNichtRegistriert');
    await this.mail.send({
      to: adresse,
      benutzerId: ersterZugang.id,
      ...codeVergessenMail(zugaenge),
    });
    return { versendet: true };
  }
}
