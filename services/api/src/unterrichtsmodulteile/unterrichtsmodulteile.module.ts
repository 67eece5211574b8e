import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerModule } from '../benutzer/benutzer.module';
import { UnterrichtsmoduleModule } from '../unterrichtsmodule/unterrichtsmodule.module';
import { UnterrichtsmodulteileController } from './unterrichtsmodulteile.controller';
import { UnterrichtsmodulteileService } from './unterrichtsmodulteile.service';
import { KartenSchreibenService } from './karten-schreiben.service';
import { Stapelergebnis } from './entities/stapelergebnis.entity';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';

/** Cards and quiz results (02 §3): reading a stack's cards so far; exported: a stack's card count. */
@Module({
  imports: [
    UnterrichtsmoduleModule,
    BenutzerModule,
    TypeOrmModule.forFeature([Unterrichtsmodulteil, Stapelergebnis]),
  ],
  controllers: [UnterrichtsmodulteileController],
  providers: [UnterrichtsmodulteileService, KartenSchreibenService],
  exports: [UnterrichtsmodulteileService],
})
export class UnterrichtsmodulteileModule {}
