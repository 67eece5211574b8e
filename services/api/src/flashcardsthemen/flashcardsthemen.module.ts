import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FlashcardsKategorie } from './entities/flashcards-kategorie.entity';
import { FlashcardsThema } from './entities/flashcards-thema.entity';

/** Topics and categories (01 §3). No endpoints yet: the entities are registered for the coming issues. */
@Module({ imports: [TypeOrmModule.forFeature([FlashcardsThema, FlashcardsKategorie])] })
export class FlashcardsthemenModule {}
