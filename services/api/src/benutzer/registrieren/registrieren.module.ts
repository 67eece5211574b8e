import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../mail/mail.module';
import { SchulAnsprechpartner } from '../../schulen/entities/schul-ansprechpartner.entity';
import { Schule } from '../../schulen/entities/schule.entity';
import { Benutzer } from '../entities/benutzer.entity';
import { RegistrierenController } from './registrieren.controller';
import { RegistrierenService } from './registrieren.service';

/** Registration (01 §5): public, rate-limited, mails the new code. */
@Module({
  imports: [MailModule, TypeOrmModule.forFeature([Benutzer, Schule, SchulAnsprechpartner])],
  controllers: [RegistrierenController],
  providers: [RegistrierenService],
})
export class RegistrierenModule {}
