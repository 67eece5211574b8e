import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { FlashcardsKategorie } from '../flashcardsthemen/entities/flashcards-kategorie.entity';
import { FlashcardsThema } from '../flashcardsthemen/entities/flashcards-thema.entity';
import { GeteilterStapel } from './entities/geteilter-stapel.entity';
import { Stapelablage } from '../stapelablage/entities/stapelablage.entity';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { GeteilteStapelService } from './geteilte-stapel.service';
import { GlobaleModuleService } from './globalemodule.service';
import { StapelZugriffService } from './stapel-zugriff.service';
import { UnterrichtsmoduleController } from './unterrichtsmodule.controller';
import { UnterrichtsmoduleService } from './unterrichtsmodule.service';

/** Stacks: own list, team stacks, the mailbox (shared with the user), one stack, the global library, and the "may read stack" check other modules use. */
@Module({
  imports: [
    AuthModule,
    TypeOrmModule.forFeature([
      Unterrichtsmodul,
      TeamMitglied,
      Unterrichtsmodulteil,
      FlashcardsKategorie,
      FlashcardsThema,
      GeteilterStapel,
      Stapelablage,
      Benutzer,
    ]),
  ],
  controllers: [UnterrichtsmoduleController],
  providers: [UnterrichtsmoduleService, GeteilteStapelService, GlobaleModuleService, StapelZugriffService],
  exports: [StapelZugriffService],
})
export class UnterrichtsmoduleModule {}
