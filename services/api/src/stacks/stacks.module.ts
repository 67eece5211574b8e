import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Unterrichtsmodulteil } from '../cards/entities/unterrichtsmodulteil.entity';
import { FlashcardsKategorie } from '../categories/entities/flashcards-kategorie.entity';
import { FlashcardsThema } from '../categories/entities/flashcards-thema.entity';
import { GeteilterStapel } from '../sharing/entities/geteilter-stapel.entity';
import { Stapelablage } from '../sharing/entities/stapelablage.entity';
import { Benutzer } from '../users/entities/benutzer.entity';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { GeteilteStapelService } from './geteilte-stapel.service';
import { GlobaleModuleService } from './globalemodule.service';
import { StackAccessService } from './stack-access.service';
import { StacksController } from './stacks.controller';
import { StacksService } from './stacks.service';

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
  controllers: [StacksController],
  providers: [StacksService, GeteilteStapelService, GlobaleModuleService, StackAccessService],
  exports: [StackAccessService],
})
export class StacksModule {}
