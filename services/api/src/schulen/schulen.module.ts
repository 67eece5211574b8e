import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerModule } from '../benutzer/benutzer.module';
import { DatenschutzModule } from '../datenschutz/datenschutz.module';
import { Lizenzbestellung } from './entities/lizenzbestellung.entity';
import { SchulAnsprechpartner } from './entities/schul-ansprechpartner.entity';
import { Schule } from './entities/schule.entity';
import { LizenzbestellungenService } from './lizenzbestellungen.service';
import { SchulenController } from './schulen.controller';
import { SchulenService } from './schulen.service';
import { datenschutzDeklaration } from '../datenschutz/datenschutz-deklaration';
import { SCHULEN_DATENSCHUTZ } from './schulen.datenschutz';

/**
 * /api/schulen (main administrators) and the one owner of schools, their contact persons and licence
 * orders: the own-school dialog, registration and the licence order use the exported services.
 */
@Module({
  imports: [
    BenutzerModule,
    DatenschutzModule,
    TypeOrmModule.forFeature([Schule, SchulAnsprechpartner, Lizenzbestellung]),
  ],
  controllers: [SchulenController],
  providers: [
    datenschutzDeklaration('schulen', SCHULEN_DATENSCHUTZ),
    SchulenService,
    LizenzbestellungenService,
  ],
  exports: [SchulenService, LizenzbestellungenService],
})
export class SchulenModule {}
