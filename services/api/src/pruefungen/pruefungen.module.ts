import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerModule } from '../benutzer/benutzer.module';
import { UnterrichtsmoduleModule } from '../unterrichtsmodule/unterrichtsmodule.module';
import { Pruefung } from './entities/pruefung.entity';
import { Pruefungsteil } from './entities/pruefungsteil.entity';
import { SchuelerInPruefung } from './entities/schueler-in-pruefung.entity';
import { SchuelerInPruefungsteil } from './entities/schueler-in-pruefungsteil.entity';
import { PruefungenController } from './pruefungen.controller';
import { PruefungenService } from './pruefungen.service';

/** Exams (01 §4, 02 §2): a class's exams and one exam; class scope and stack titles from their owners. */
@Module({
  imports: [
    BenutzerModule,
    UnterrichtsmoduleModule,
    TypeOrmModule.forFeature([Pruefung, Pruefungsteil, SchuelerInPruefung, SchuelerInPruefungsteil]),
  ],
  controllers: [PruefungenController],
  providers: [PruefungenService],
})
export class PruefungenModule {}
