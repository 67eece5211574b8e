import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SchuelerInGruppe } from './entities/schueler-in-gruppe.entity';
import { Schuelergruppe } from './entities/schuelergruppe.entity';

/** Pupil groups and memberships (01 §3). No endpoints yet: the entities are registered for the coming issues. */
@Module({ imports: [TypeOrmModule.forFeature([Schuelergruppe, SchuelerInGruppe])] })
export class GroupsModule {}
