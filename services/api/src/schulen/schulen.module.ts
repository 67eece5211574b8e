import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { DatenschutzModule } from '../datenschutz/datenschutz.module';
import { Lizenzbestellung } from './entities/lizenzbestellung.entity';
import { SchulAnsprechpartner } from './entities/schul-ansprechpartner.entity';
import { Schule } from './entities/schule.entity';
import { SchulenController } from './schulen.controller';
import { SchulenService } from './schulen.service';

@Module({
  imports: [
    DatenschutzModule,
    TypeOrmModule.forFeature([Schule, SchulAnsprechpartner, Lizenzbestellung, Benutzer]),
  ],
  controllers: [SchulenController],
  providers: [SchulenService],
})
export class SchulenModule {}
