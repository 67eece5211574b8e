import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Benutzer } from '../users/entities/benutzer.entity';
import { SchulAnsprechpartner } from './entities/schul-ansprechpartner.entity';
import { Schule } from './entities/schule.entity';
import { OwnSchoolController } from './own-school.controller';
import { OwnSchoolService } from './own-school.service';
import { SchoolsService } from './schools.service';

/** The own school's data for its teachers; reuses the main administrator's save and validation. */
@Module({
  imports: [TypeOrmModule.forFeature([Schule, SchulAnsprechpartner, Benutzer])],
  controllers: [OwnSchoolController],
  providers: [OwnSchoolService, SchoolsService],
})
export class OwnSchoolModule {}
