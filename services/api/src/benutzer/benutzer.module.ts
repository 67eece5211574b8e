import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { DatenschutzModule } from '../datenschutz/datenschutz.module';
import { MailModule } from '../mail/mail.module';
import { UploadsModule } from '../uploads/uploads.module';
import { BenutzerController } from './benutzer.controller';
import { BenutzerService } from './benutzer.service';
import { Benutzer } from './entities/benutzer.entity';
import { KlasseController } from './klasse.controller';
import { KlasseService } from './klasse.service';
import { LehrpersonenController } from './lehrpersonen.controller';
import { LehrpersonenService } from './lehrpersonen.service';

/** /api/benutzer: user lists, the class (pupils and their codes) and the teachers of the own school (01 §2, §5, §6). */
@Module({
  imports: [AuthModule, DatenschutzModule, MailModule, UploadsModule, TypeOrmModule.forFeature([Benutzer])],
  controllers: [BenutzerController, KlasseController, LehrpersonenController],
  providers: [BenutzerService, KlasseService, LehrpersonenService],
})
export class BenutzerModule {}
