import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module';
import { BenutzerLesenModule } from '../benutzer-lesen.module';
import { AnmeldecodeVergessenController } from './anmeldecodevergessen.controller';
import { AnmeldecodeVergessenService } from './anmeldecodevergessen.service';

/** 'Anmeldecode vergessen?' (DEVIATIONS 2): public, rate-limited, mails the codes of an address. */
@Module({
  imports: [MailModule, BenutzerLesenModule],
  controllers: [AnmeldecodeVergessenController],
  providers: [AnmeldecodeVergessenService],
})
export class AnmeldecodeVergessenModule {}
