import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Benutzereinstellung } from './entities/benutzereinstellung.entity';
import { BenutzereinstellungenController } from './benutzereinstellungen.controller';
import { BenutzereinstellungenService } from './benutzereinstellungen.service';

/** User settings (01 §3); exported: reading one setting, forgetting a deleted stack. */
@Module({
  imports: [TypeOrmModule.forFeature([Benutzereinstellung])],
  controllers: [BenutzereinstellungenController],
  providers: [BenutzereinstellungenService],
  exports: [BenutzereinstellungenService],
})
export class BenutzereinstellungenModule {}
