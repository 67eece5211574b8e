import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Unterrichtsmodulteil } from '../cards/entities/unterrichtsmodulteil.entity';
import { Benutzer } from '../users/entities/benutzer.entity';
import { SchuelerImWettbewerb } from './entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from './entities/wettbewerb.entity';
import { RacesController } from './races.controller';
import { RacesService } from './races.service';

@Module({
  imports: [
    AuthModule,
    TypeOrmModule.forFeature([Wettbewerb, SchuelerImWettbewerb, Benutzer, Unterrichtsmodulteil]),
  ],
  controllers: [RacesController],
  providers: [RacesService],
})
export class RacesModule {}
