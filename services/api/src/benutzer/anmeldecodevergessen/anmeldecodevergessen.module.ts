import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../mail/mail.module';
import { Benutzer } from '../entities/benutzer.entity';
import { AnmeldecodeVergessenController } from './anmeldecodevergessen.controller';
import { AnmeldecodeVergessenService } from './anmeldecodevergessen.service';

/** 'Anmeldecode vergessen?' (DEVIATIONS 2): public, rate-limited, mails the codes of an address. */
@Module({
  imports: [MailModule, TypeOrmModule.forFeature([Benutzer])],
  controllers: [AnmeldecodeVergessenController],
  providers: [AnmeldecodeVergessenService],
})
export class AnmeldecodeVergessenModule {}
