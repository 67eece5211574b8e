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

/**
 * Quiz results (02 §3, §7 stapelergebnisse) and the teacher's monitoring (01 §2). The quiz's stack
 * reset deletes the results through the command function stapelergebnisseLoeschen (this module
 * imports the cards module, not the other way round).
 */
@Module({
  imports: [
    UnterrichtsmoduleModule,
    UnterrichtsmodulteileModule,
    BenutzerLesenModule,
    TypeOrmModule.forFeature([Stapelergebnis]),
  ],
  // The static monitoring route first: it must not be read as /stapelergebnisse/{id}.
  controllers: [MonitoringController, StapelergebnisseController],
  providers: [StapelergebnisseService, MonitoringService],
})
export class StapelergebnisseModule {}
