import { Module } from '@nestjs/common';
import { BenutzerLesenModule } from '../../benutzer/benutzer-lesen.module';
import { BenutzerSchreibenModule } from '../../benutzer/benutzer-schreiben.module';
import { MailModule } from '../../mail/mail.module';
import { SchulenModule } from '../../schulen/schulen.module';
import { LICENCE_ORDER_EMAIL, licenceOrderEmail } from './licence-order-config';
import { LicenceNewSchoolService } from './licence-new-school.service';
import { LicenceOrderMailer } from './licence-order-mailer';
import { LicenceOrderService } from './licence-order.service';
import { LizenzbestellenController } from './lizenzbestellen.controller';

/**
 * The licence order (01 §5, §9; for a new school by an individual person, 01 §6). Schools, their
 * orders and users are written through SchulenModule and BenutzerLesenModule, BenutzerSchreibenModule, in one transaction.
 */
@Module({
  imports: [SchulenModule, BenutzerLesenModule, BenutzerSchreibenModule, MailModule],
  controllers: [LizenzbestellenController],
  providers: [
    LicenceOrderService,
    LicenceOrderMailer,
    LicenceNewSchoolService,
    { provide: LICENCE_ORDER_EMAIL, useFactory: () => licenceOrderEmail() },
  ],
})
export class LizenzbestellenModule {}
