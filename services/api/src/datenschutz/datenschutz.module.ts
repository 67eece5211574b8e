import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AufbewahrungService } from './aufbewahrung.service';
import { DatenschutzController } from './datenschutz.controller';
import { DATENEXPORT_DATENSCHUTZ } from './datenexport.datenschutz';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { DatenschutzKarte } from './datenschutz-karte.service';
import { DatenschutzService } from './datenschutz.service';
import { Datenexport } from './entities/datenexport.entity';

/**
 * Issue 16: export, deletion and retention of personal data, driven by the privacy map that
 * DatenschutzKarte collects from the domains' modules (each provides its datenschutzDeklaration). It works on
 * tables and columns through the DataSource (the map is about the schema), so it registers no
 * entity of another module (only its own Datenexport); the domains that delete people (Klasse, Mein Konto, Lehrpersonen,
 * Schulen) ask its exported DatenschutzService.
 */
@Module({
  imports: [ScheduleModule.forRoot(), DiscoveryModule, TypeOrmModule.forFeature([Datenexport])],
  controllers: [DatenschutzController],
  providers: [
    DatenschutzService,
    AufbewahrungService,
    DatenschutzKarte,
    datenschutzDeklaration('datenexport', DATENEXPORT_DATENSCHUTZ),
  ],
  exports: [DatenschutzService],
})
export class DatenschutzModule {}
