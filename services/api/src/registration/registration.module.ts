import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { SchulAnsprechpartner } from '../schools/entities/schul-ansprechpartner.entity';
import { Schule } from '../schools/entities/schule.entity';
import { Benutzer } from '../users/entities/benutzer.entity';
import { AnmeldecodeVergessenService } from './anmeldecode-vergessen.service';
import { RegistrationController } from './registration.controller';
import { RegistrationService } from './registration.service';

/** Registration (01 §5) and 'Anmeldecode vergessen?' (DEVIATIONS 2): both public, rate-limited, mailing. */
@Module({
  imports: [MailModule, TypeOrmModule.forFeature([Benutzer, Schule, SchulAnsprechpartner])],
  controllers: [RegistrationController],
  providers: [RegistrationService, AnmeldecodeVergessenService],
})
export class RegistrationModule {}
