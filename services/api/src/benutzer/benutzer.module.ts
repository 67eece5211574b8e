import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from './sitzungen/sessions.module';
import { DatenschutzModule } from '../datenschutz/datenschutz.module';
import { MailModule } from '../mail/mail.module';
import { UploadsModule } from '../uploads/uploads.module';
import { BenutzerLesenModule } from './benutzer-lesen.module';
import { BenutzerSchreibenModule } from './benutzer-schreiben.module';
import { BenutzerController } from './benutzer.controller';
import { BenutzerService } from './benutzer.service';
import { Benutzer } from './entities/benutzer.entity';
import { KlasseController } from './klasse.controller';
import { KlasseService } from './klasse.service';
import { LehrpersonenController } from './lehrpersonen.controller';
import { LehrpersonenService } from './lehrpersonen.service';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { BENUTZER_DATENSCHUTZ } from './benutzer.datenschutz';

/**
 * /api/benutzer: user lists, the class (pupils and their codes) and the teachers of the own school
 * (01 §2, §5, §6). The one owner of the benutzer table: other modules (and the sub-folder modules
 * konto, registrieren, anmeldecodevergessen, benutzerablenkungen) import BenutzerLesenModule and,
 * to write, BenutzerSchreibenModule.
 */
@Module({
  imports: [
    BenutzerLesenModule,
    BenutzerSchreibenModule,
    SessionsModule,
    DatenschutzModule,
    MailModule,
    UploadsModule,
    TypeOrmModule.forFeature([Benutzer]),
  ],
  controllers: [BenutzerController, KlasseController, LehrpersonenController],
  providers: [
    datenschutzDeklaration('benutzer', BENUTZER_DATENSCHUTZ),
    BenutzerService,
    KlasseService,
    LehrpersonenService,
  ],
})
export class BenutzerModule {}
