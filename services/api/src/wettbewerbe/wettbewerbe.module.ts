import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerLesenModule } from '../benutzer/benutzer-lesen.module';
import { UnterrichtsmoduleModule } from '../unterrichtsmodule/unterrichtsmodule.module';
import { UnterrichtsmodulteileModule } from '../unterrichtsmodulteile/unterrichtsmodulteile.module';
import { SchuelerImWettbewerb } from './entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from './entities/wettbewerb.entity';
import { WettbewerbeController } from './wettbewerbe.controller';
import { WettbewerbEinrichtenService } from './wettbewerb-einrichten.service';
import { WettbewerbKartenService } from './wettbewerb-karten.service';
import { WettbewerbRennenService } from './wettbewerb-rennen.service';
import { WettbewerbSpielService } from './wettbewerb-spiel.service';
import { WettbewerbeService } from './wettbewerbe.service';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { WETTBEWERBE_DATENSCHUTZ } from './wettbewerbe.datenschutz';
import { laufendeRennenSql } from './wettbewerb-sperren';
import { stapelSperrQuelle } from '../unterrichtsmodule/stapel-sperr-quelle';

/** Races (01 §4, 02 §2, 02 §4): lists, the race screen, setting up and playing; pushes every change. */
@Module({
  imports: [
    BenutzerLesenModule,
    UnterrichtsmoduleModule,
    UnterrichtsmodulteileModule,
    TypeOrmModule.forFeature([Wettbewerb, SchuelerImWettbewerb]),
  ],
  controllers: [WettbewerbeController],
  providers: [
    stapelSperrQuelle('wettbewerb', (schueler) => laufendeRennenSql(schueler.id)),
    datenschutzDeklaration('wettbewerbe', WETTBEWERBE_DATENSCHUTZ),
    WettbewerbeService,
    WettbewerbKartenService,
    WettbewerbRennenService,
    WettbewerbEinrichtenService,
    WettbewerbSpielService,
  ],
})
export class WettbewerbeModule {}
