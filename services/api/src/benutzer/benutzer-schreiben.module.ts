import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatenschutzModule } from '../datenschutz/datenschutz.module';
import { BenutzerSchreibenService } from './benutzer-schreiben.service';
import { Benutzer } from './entities/benutzer.entity';

/**
 * The writes of users other modules need (registration, own account, licence order, school account),
 * each in the caller's transaction; deleting goes through the privacy map (DatenschutzModule).
 */
@Module({
  imports: [DatenschutzModule, TypeOrmModule.forFeature([Benutzer])],
  providers: [BenutzerSchreibenService],
  exports: [BenutzerSchreibenService],
})
export class BenutzerSchreibenModule {}
