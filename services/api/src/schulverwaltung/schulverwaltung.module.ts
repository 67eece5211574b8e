import { Module } from '@nestjs/common';
import { BenutzerLesenModule } from '../benutzer/benutzer-lesen.module';
import { SchulenModule } from '../schulen/schulen.module';
import { SchulenController } from './schulen.controller';
import { SchulverwaltungService } from './schulverwaltung.service';

/**
 * /api/schulen (main administrators): the list of schools with their user counts, save and delete.
 * The folder sits above schools and users because the list counts users (README, issue 24).
 */
@Module({
  imports: [SchulenModule, BenutzerLesenModule],
  controllers: [SchulenController],
  providers: [SchulverwaltungService],
})
export class SchulverwaltungModule {}
