import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatenschutzModule } from '../datenschutz/datenschutz.module';
import { Lizenzbestellung } from './entities/lizenzbestellung.entity';
import { SchulAnsprechpartner } from './entities/schul-ansprechpartner.entity';
import { Schule } from './entities/schule.entity';
import { LizenzbestellungenService } from './lizenzbestellungen.service';
import { SchulenService } from './schulen.service';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { SCHULEN_DATENSCHUTZ } from './schulen.datenschutz';

/**
 * The one owner of schools, their contact persons and licence orders: the main administrator's list
 * (schulverwaltung/), the own-school dialog, registration and the licence order use the exported services.
 */
@Module({
  imports: [DatenschutzModule, TypeOrmModule.forFeature([Schule, SchulAnsprechpartner, Lizenzbestellung])],
  providers: [
    datenschutzDeklaration('schulen', SCHULEN_DATENSCHUTZ),
    SchulenService,
    LizenzbestellungenService,
  ],
  exports: [SchulenService, LizenzbestellungenService],
})
export class SchulenModule {}
