import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerLesenModule } from '../benutzer/benutzer-lesen.module';
import { SchuelerInGruppe } from './entities/schueler-in-gruppe.entity';
import { Schuelergruppe } from './entities/schuelergruppe.entity';
import { SchuelergruppenController } from './schuelergruppen.controller';
import { SchuelergruppenService } from './schuelergruppen.service';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { SCHUELERGRUPPEN_DATENSCHUTZ } from './schuelergruppen.datenschutz';

/** Pupil groups and memberships (01 §3) of a class; exported: the members of groups a stack is shared with. */
@Module({
  imports: [BenutzerLesenModule, TypeOrmModule.forFeature([Schuelergruppe, SchuelerInGruppe])],
  controllers: [SchuelergruppenController],
  providers: [datenschutzDeklaration('schuelergruppen', SCHUELERGRUPPEN_DATENSCHUTZ), SchuelergruppenService],
  exports: [SchuelergruppenService],
})
export class SchuelergruppenModule {}
