import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerLesenModule } from '../benutzer/benutzer-lesen.module';
import { BenutzereinstellungenModule } from '../benutzereinstellungen/benutzereinstellungen.module';
import { FlashcardsthemenModule } from '../flashcardsthemen/flashcardsthemen.module';
import { SchuelergruppenModule } from '../schuelergruppen/schuelergruppen.module';
import { AufgabenLesenService } from './aufgaben-lesen.service';
import { GeteilterStapel } from './entities/geteilter-stapel.entity';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { GeteilteStapelService } from './geteilte-stapel.service';
import { GlobaleModuleService } from './globalemodule.service';
import { StapelAuskuenfte } from './stapel-auskuenfte';
import { StapelSchreibenService } from './stapel-schreiben.service';
import { StapelSperreService } from './stapel-sperre.service';
import { StapelZugriffService } from './stapel-zugriff.service';
import { TeilenController } from './teilen.controller';
import { TeilenService } from './teilen.service';
import { UnterrichtsmoduleController } from './unterrichtsmodule.controller';
import { UnterrichtsmoduleService } from './unterrichtsmodule.service';
import { VeroeffentlichenController } from './veroeffentlichen.controller';
import { VeroeffentlichenService } from './veroeffentlichen.service';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { UNTERRICHTSMODULE_DATENSCHUTZ } from './unterrichtsmodule.datenschutz';

/**
 * Stacks: own list, create/edit/delete, team stacks and team editing, sharing and the mailbox, one
 * stack, publishing and the global library. Exported: the read/owner checks, stack titles, list rows,
 * the copy helpers and a teacher's assignments (monitoring). Card counts, hand-in parties and the stack
 * dialog's folders come from the cards, hand-ins and folders modules, which import this module: each
 * provides its StapelAuskuenfte source, found through discovery (stapel-auskuenfte.ts).
 */
@Module({
  imports: [
    DiscoveryModule,
    BenutzerLesenModule,
    BenutzereinstellungenModule,
    FlashcardsthemenModule,
    SchuelergruppenModule,
    TypeOrmModule.forFeature([Unterrichtsmodul, TeamMitglied, GeteilterStapel]),
  ],
  controllers: [UnterrichtsmoduleController, TeilenController, VeroeffentlichenController],
  providers: [
    datenschutzDeklaration('unterrichtsmodule', UNTERRICHTSMODULE_DATENSCHUTZ),
    UnterrichtsmoduleService,
    StapelSchreibenService,
    TeilenService,
    VeroeffentlichenService,
    GeteilteStapelService,
    GlobaleModuleService,
    StapelZugriffService,
    StapelSperreService,
    StapelAuskuenfte,
    AufgabenLesenService,
  ],
  exports: [StapelZugriffService, UnterrichtsmoduleService, AufgabenLesenService],
})
export class UnterrichtsmoduleModule {}
