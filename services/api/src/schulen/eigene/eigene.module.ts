import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Benutzer } from '../../benutzer/entities/benutzer.entity';
import { SchulAnsprechpartner } from '../entities/schul-ansprechpartner.entity';
import { Schule } from '../entities/schule.entity';
import { EigeneSchuleController } from './eigene.controller';
import { EigeneSchuleService } from './eigene.service';
import { SchulenService } from '../schulen.service';
import { DatenschutzModule } from '../../datenschutz/datenschutz.module';

/** The own school's data for its teachers; reuses the main administrator's save and validation. */
@Module({
  imports: [DatenschutzModule, TypeOrmModule.forFeature([Schule, SchulAnsprechpartner, Benutzer])],
  controllers: [EigeneSchuleController],
  providers: [EigeneSchuleService, SchulenService],
})
export class EigeneSchuleModule {}
