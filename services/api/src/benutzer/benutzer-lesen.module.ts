import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnmeldungLesenService } from './anmeldung-lesen.service';
import { BenutzerNamenService } from './benutzer-namen.service';
import { Benutzer } from './entities/benutzer.entity';
import { KlassenLesenService } from './klassen-lesen.service';
import { SchoolScope } from './school-scope.service';
import { SchulMitgliederService } from './schul-mitglieder.service';
import { TeilbareBenutzerService } from './teilbare-benutzer.service';
import { ZugangLesenService } from './zugang-lesen.service';

const LESEN = [
  AnmeldungLesenService,
  BenutzerNamenService,
  KlassenLesenService,
  SchulMitgliederService,
  ZugangLesenService,
  TeilbareBenutzerService,
  SchoolScope,
];

/**
 * The reads of users other modules need (issue 8: one owner per entity), one small service per need
 * (issue 24 §2): sign-in and session, names, a class's pupils, a school's users, the logins of an
 * e-mail, whom to share with. Imports nothing but the users' table, so a module that reads users does
 * not pull in the users' routes, mail, uploads or privacy deletion.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Benutzer])],
  providers: LESEN,
  exports: LESEN,
})
export class BenutzerLesenModule {}
