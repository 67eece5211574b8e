import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Benutzer } from '../users/entities/benutzer.entity';
import { Lizenzbestellung } from './entities/lizenzbestellung.entity';
import { SchulAnsprechpartner } from './entities/schul-ansprechpartner.entity';
import { Schule } from './entities/schule.entity';
import { SchoolsController } from './schools.controller';
import { SchoolsService } from './schools.service';

@Module({
  imports: [TypeOrmModule.forFeature([Schule, SchulAnsprechpartner, Lizenzbestellung, Benutzer])],
  controllers: [SchoolsController],
  providers: [SchoolsService],
})
export class SchoolsModule {}
