import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Stapelergebnis } from './entities/stapelergebnis.entity';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';

/** Cards and quiz results (02 §3). No endpoints yet: the entities are registered for the coming issues. */
@Module({ imports: [TypeOrmModule.forFeature([Unterrichtsmodulteil, Stapelergebnis])] })
export class CardsModule {}
