import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerLesenModule } from '../benutzer-lesen.module';
import { BenutzerablenkungenController } from './benutzerablenkungen.controller';
import { BenutzerablenkungenService } from './benutzerablenkungen.service';
import { Benutzerablenkung } from './entities/benutzerablenkung.entity';
import { datenschutzDeklaration } from '../../datenschutzdeklaration/datenschutz-deklaration';
import { BENUTZERABLENKUNGEN_DATENSCHUTZ } from './benutzerablenkungen.datenschutz';

/** Activity log, benutzerablenkungen (01 §3): the Aktivitäten feed; exams mark reports during an attempt. */
@Module({
  imports: [BenutzerLesenModule, TypeOrmModule.forFeature([Benutzerablenkung])],
  controllers: [BenutzerablenkungenController],
  providers: [
    datenschutzDeklaration('benutzerablenkungen', BENUTZERABLENKUNGEN_DATENSCHUTZ),
    BenutzerablenkungenService,
  ],
  exports: [BenutzerablenkungenService],
})
export class BenutzerablenkungenModule {}
