import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module';
import { SchulenModule } from '../../schulen/schulen.module';
import { BenutzerLesenModule } from '../benutzer-lesen.module';
import { BenutzerSchreibenModule } from '../benutzer-schreiben.module';
import { RegistrierenController } from './registrieren.controller';
import { RegistrierenService } from './registrieren.service';

/** Registration (01 §5): public, rate-limited, mails the new code. School and user in one transaction. */
@Module({
  imports: [MailModule, BenutzerLesenModule, BenutzerSchreibenModule, SchulenModule],
  controllers: [RegistrierenController],
  providers: [RegistrierenService],
})
export class RegistrierenModule {}
