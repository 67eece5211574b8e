import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerModule } from '../benutzer/benutzer.module';
import { UnterrichtsmodulteileModule } from '../unterrichtsmodulteile/unterrichtsmodulteile.module';
import { SchuelerImWettbewerb } from './entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from './entities/wettbewerb.entity';
import { WettbewerbeController } from './wettbewerbe.controller';
import { WettbewerbeService } from './wettbewerbe.service';

/** Races (01 §4, 02 §2): the user's races and one race; names and card counts from their owners. */
@Module({
  imports: [
    BenutzerModule,
    UnterrichtsmodulteileModule,
    TypeOrmModule.forFeature([Wettbewerb, SchuelerImWettbewerb]),
  ],
  controllers: [WettbewerbeController],
  providers: [WettbewerbeService],
})
export class WettbewerbeModule {}
