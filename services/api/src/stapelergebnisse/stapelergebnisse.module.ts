import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerLesenModule } from '../benutzer/benutzer-lesen.module';
import { UnterrichtsmoduleModule } from '../unterrichtsmodule/unterrichtsmodule.module';
import { UnterrichtsmodulteileModule } from '../unterrichtsmodulteile/unterrichtsmodulteile.module';
import { Stapelergebnis } from './entities/stapelergebnis.entity';
import { MonitoringController } from './monitoring/monitoring.controller';
import { MonitoringService } from './monitoring/monitoring.service';
import { StapelergebnisseController } from './stapelergebnisse.controller';
import { StapelergebnisseService } from './stapelergebnisse.service';
import { ZuruecksetzenController } from './zuruecksetzen/zuruecksetzen.controller';

/**
 * Quiz results (02 §3, §7 stapelergebnisse), the teacher's monitoring (01 §2) and the stack reset
 * (02 §4, under the quiz's URL): it deletes the results with the cards' part in one transaction, so it
 * sits here, above the cards module (which this module imports, not the other way round).
 */
@Module({
  imports: [
    UnterrichtsmoduleModule,
    UnterrichtsmodulteileModule,
    BenutzerLesenModule,
    TypeOrmModule.forFeature([Stapelergebnis]),
  ],
  // The static monitoring route first: it must not be read as /stapelergebnisse/{id}.
  controllers: [MonitoringController, StapelergebnisseController, ZuruecksetzenController],
  providers: [StapelergebnisseService, MonitoringService],
})
export class StapelergebnisseModule {}
