import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { SchuelerImWettbewerb } from './entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from './entities/wettbewerb.entity';
import { WettbewerbeController } from './wettbewerbe.controller';
import { WettbewerbeService } from './wettbewerbe.service';

@Module({
  imports: [
    AuthModule,
    TypeOrmModule.forFeature([Wettbewerb, SchuelerImWettbewerb, Benutzer, Unterrichtsmodulteil]),
  ],
  controllers: [WettbewerbeController],
  providers: [WettbewerbeService],
})
export class WettbewerbeModule {}
