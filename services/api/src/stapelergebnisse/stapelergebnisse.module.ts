import { Module } from '@nestjs/common';
import { BenutzerModule } from '../benutzer/benutzer.module';
import { UnterrichtsmoduleModule } from '../unterrichtsmodule/unterrichtsmodule.module';
import { MonitoringController } from './monitoring/monitoring.controller';
import { MonitoringService } from './monitoring/monitoring.service';
import { StapelergebnisseController } from './stapelergebnisse.controller';
import { StapelergebnisseService } from './stapelergebnisse.service';

/** Quiz results (02 §3, §7 stapelergebnisse) and the teacher's monitoring (01 §2). */
@Module({
  imports: [UnterrichtsmoduleModule, BenutzerModule],
  // The static monitoring route first: it must not be read as /stapelergebnisse/{id}.
  controllers: [MonitoringController, StapelergebnisseController],
  providers: [StapelergebnisseService, MonitoringService],
})
export class StapelergebnisseModule {}
