import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../../auth/auth.module';
import { MailModule } from '../../mail/mail.module';
import { Lizenzbestellung } from '../entities/lizenzbestellung.entity';
import { Schule } from '../entities/schule.entity';
import { Benutzer } from '../../benutzer/entities/benutzer.entity';
import { LICENCE_ORDER_EMAIL, licenceOrderEmail } from './licence-order-config';
import { LicenceNewSchoolService } from './licence-new-school.service';
import { LicenceOrderMailer } from './licence-order-mailer';
import { LicenceOrderService } from './licence-order.service';
import { LizenzbestellenController } from './lizenzbestellen.controller';
import { LicenceGuard } from './licence.guard';

/** The licence order (01 §5, §9; for a new school by an individual person, 01 §6) and the reusable licence guard (@RequireLicence, exported). */
@Module({
  imports: [TypeOrmModule.forFeature([Schule, Lizenzbestellung, Benutzer]), AuthModule, MailModule],
  controllers: [LizenzbestellenController],
  providers: [
    LicenceOrderService,
    LicenceOrderMailer,
    LicenceNewSchoolService,
    LicenceGuard,
    { provide: LICENCE_ORDER_EMAIL, useFactory: () => licenceOrderEmail() },
  ],
  exports: [LicenceGuard],
})
export class LizenzbestellenModule {}
