import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { Pruefung } from './entities/pruefung.entity';
import { Pruefungsteil } from './entities/pruefungsteil.entity';
import { SchuelerInPruefung } from './entities/schueler-in-pruefung.entity';
import { SchuelerInPruefungsteil } from './entities/schueler-in-pruefungsteil.entity';
import { PruefungenController } from './pruefungen.controller';
import { PruefungenService } from './pruefungen.service';

@Module({
  imports: [
    AuthModule,
    TypeOrmModule.forFeature([
      Pruefung,
      Pruefungsteil,
      SchuelerInPruefung,
      SchuelerInPruefungsteil,
      Unterrichtsmodul,
      Benutzer,
    ]),
  ],
  controllers: [PruefungenController],
  providers: [PruefungenService],
})
export class PruefungenModule {}
