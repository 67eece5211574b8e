import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Benutzereinstellung } from './entities/benutzereinstellung.entity';
import { BenutzereinstellungenController } from './benutzereinstellungen.controller';
import { BenutzereinstellungenService } from './benutzereinstellungen.service';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { BENUTZEREINSTELLUNGEN_DATENSCHUTZ } from './benutzereinstellungen.datenschutz';

/** User settings (01 §3); exported: reading one setting, forgetting a deleted stack. */
@Module({
  imports: [TypeOrmModule.forFeature([Benutzereinstellung])],
  controllers: [BenutzereinstellungenController],
  providers: [
    datenschutzDeklaration('benutzereinstellungen', BENUTZEREINSTELLUNGEN_DATENSCHUTZ),
    BenutzereinstellungenService,
  ],
  exports: [BenutzereinstellungenService],
})
export class BenutzereinstellungenModule {}
