import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module';
import { BenutzerModule } from '../benutzer.module';
import { AnmeldecodeVergessenController } from './anmeldecodevergessen.controller';
import { AnmeldecodeVergessenService } from './anmeldecodevergessen.service';

/** 'Anmeldecode vergessen?' (DEVIATIONS 2): public, rate-limited, mails the codes of an address. */
@Module({
  imports: [MailModule, BenutzerModule],
  controllers: [AnmeldecodeVergessenController],
  providers: [AnmeldecodeVergessenService],
})
export class AnmeldecodeVergessenModule {}
