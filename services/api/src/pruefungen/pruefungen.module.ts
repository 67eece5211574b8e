import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerLesenModule } from '../benutzer/benutzer-lesen.module';
import { BenutzerablenkungenModule } from '../benutzer/benutzerablenkungen/benutzerablenkungen.module';
import { BenutzereinstellungenModule } from '../benutzereinstellungen/benutzereinstellungen.module';
import { UnterrichtsmoduleModule } from '../unterrichtsmodule/unterrichtsmodule.module';
import { UnterrichtsmodulteileModule } from '../unterrichtsmodulteile/unterrichtsmodulteile.module';
import { Pruefung } from './entities/pruefung.entity';
import { Pruefungsteil } from './entities/pruefungsteil.entity';
import { SchuelerInPruefung } from './entities/schueler-in-pruefung.entity';
import { SchuelerInPruefungsteil } from './entities/schueler-in-pruefungsteil.entity';
import { KorrekturService } from './korrektur.service';
import { PruefungAblaufService } from './pruefung-ablauf.service';
import { PruefungZugriffService } from './pruefung-zugriff.service';
import { PruefungenController } from './pruefungen.controller';
import { PruefungenService } from './pruefungen.service';
import { PruefungsteileService } from './pruefungsteile.service';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { PRUEFUNGEN_DATENSCHUTZ } from './pruefungen.datenschutz';
import { offenePruefungenSql } from './pruefung-sperren';
import { stapelSperrQuelle } from '../unterrichtsmodule/stapel-sperr-quelle';

/**
 * Exams (01 §4, 02 §2–§9): create, prepare, release; pupils start, answer, hand in; teachers follow and
 * grade. Cards come from the cards module, pupils and activity reports from the users module.
 */
@Module({
  imports: [
    BenutzerLesenModule,
    BenutzerablenkungenModule,
    BenutzereinstellungenModule,
    UnterrichtsmoduleModule,
    UnterrichtsmodulteileModule,
    TypeOrmModule.forFeature([Pruefung, Pruefungsteil, SchuelerInPruefung, SchuelerInPruefungsteil]),
  ],
  controllers: [PruefungenController],
  providers: [
    stapelSperrQuelle('pruefung', offenePruefungenSql),
    datenschutzDeklaration('pruefungen', PRUEFUNGEN_DATENSCHUTZ),
    PruefungenService,
    PruefungZugriffService,
    PruefungsteileService,
    PruefungAblaufService,
    KorrekturService,
  ],
})
export class PruefungenModule {}
