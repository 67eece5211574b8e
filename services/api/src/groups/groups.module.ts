import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { SchuelerInGruppe } from './entities/schueler-in-gruppe.entity';
import { Schuelergruppe } from './entities/schuelergruppe.entity';
import { GroupsController } from './groups.controller';
import { GroupsService } from './groups.service';

/** Pupil groups and memberships (01 §3) of a class. */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([Schuelergruppe, SchuelerInGruppe])],
  controllers: [GroupsController],
  providers: [GroupsService],
})
export class GroupsModule {}
