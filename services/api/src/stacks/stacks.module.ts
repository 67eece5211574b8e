import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Unterrichtsmodulteil } from '../cards/entities/unterrichtsmodulteil.entity';
import { FlashcardsKategorie } from '../categories/entities/flashcards-kategorie.entity';
import { FlashcardsThema } from '../categories/entities/flashcards-thema.entity';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { StacksController } from './stacks.controller';
import { StacksService } from './stacks.service';

@Module({
  imports: [
    AuthModule,
    TypeOrmModule.forFeature([
      Unterrichtsmodul,
      TeamMitglied,
      Unterrichtsmodulteil,
      FlashcardsKategorie,
      FlashcardsThema,
    ]),
  ],
  controllers: [StacksController],
  providers: [StacksService],
})
export class StacksModule {}
