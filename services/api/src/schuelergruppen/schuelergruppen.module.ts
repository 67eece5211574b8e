import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerModule } from '../benutzer/benutzer.module';
import { SchuelerInGruppe } from './entities/schueler-in-gruppe.entity';
import { Schuelergruppe } from './entities/schuelergruppe.entity';
import { SchuelergruppenController } from './schuelergruppen.controller';
import { SchuelergruppenService } from './schuelergruppen.service';

/** Pupil groups and memberships (01 §3) of a class. */
@Module({
  imports: [BenutzerModule, TypeOrmModule.forFeature([Schuelergruppe, SchuelerInGruppe])],
  controllers: [SchuelergruppenController],
  providers: [SchuelergruppenService],
})
export class SchuelergruppenModule {}
