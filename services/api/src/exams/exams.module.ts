import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Unterrichtsmodul } from '../stacks/entities/unterrichtsmodul.entity';
import { Benutzer } from '../users/entities/benutzer.entity';
import { Pruefung } from './entities/pruefung.entity';
import { Pruefungsteil } from './entities/pruefungsteil.entity';
import { SchuelerInPruefung } from './entities/schueler-in-pruefung.entity';
import { SchuelerInPruefungsteil } from './entities/schueler-in-pruefungsteil.entity';
import { ExamsController } from './exams.controller';
import { ExamsService } from './exams.service';

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
  controllers: [ExamsController],
  providers: [ExamsService],
})
export class ExamsModule {}
