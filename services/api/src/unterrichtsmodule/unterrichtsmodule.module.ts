import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerModule } from '../benutzer/benutzer.module';
import { FlashcardsthemenModule } from '../flashcardsthemen/flashcardsthemen.module';
import { GeteilterStapel } from './entities/geteilter-stapel.entity';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { GeteilteStapelService } from './geteilte-stapel.service';
import { GlobaleModuleService } from './globalemodule.service';
import { StapelZugriffService } from './stapel-zugriff.service';
import { UnterrichtsmoduleController } from './unterrichtsmodule.controller';
import { UnterrichtsmoduleService } from './unterrichtsmodule.service';

/**
 * Stacks: own list, team stacks, the mailbox (shared with the user), one stack, the global library;
 * exported: the "may read stack" check and stack titles. Card counts and hand-in parties come from
 * query functions of unterrichtsmodulteile/ and stapelablage/, which import this module.
 */
@Module({
  imports: [
    BenutzerModule,
    FlashcardsthemenModule,
    TypeOrmModule.forFeature([Unterrichtsmodul, TeamMitglied, GeteilterStapel]),
  ],
  controllers: [UnterrichtsmoduleController],
  providers: [UnterrichtsmoduleService, GeteilteStapelService, GlobaleModuleService, StapelZugriffService],
  exports: [StapelZugriffService, UnterrichtsmoduleService],
})
export class UnterrichtsmoduleModule {}
