import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StacksModule } from '../stacks/stacks.module';
import { Benutzer } from '../users/entities/benutzer.entity';
import { CardsController } from './cards.controller';
import { CardsService } from './cards.service';
import { Stapelergebnis } from './entities/stapelergebnis.entity';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';

/** Cards and quiz results (02 §3): reading a stack's cards so far. */
@Module({
  imports: [StacksModule, TypeOrmModule.forFeature([Unterrichtsmodulteil, Stapelergebnis, Benutzer])],
  controllers: [CardsController],
  providers: [CardsService],
})
export class CardsModule {}
