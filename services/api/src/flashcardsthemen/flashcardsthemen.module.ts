import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FlashcardsKategorie } from './entities/flashcards-kategorie.entity';
import { FlashcardsThema } from './entities/flashcards-thema.entity';
import { FlashcardsthemenController } from './flashcardsthemen.controller';
import { FlashcardsthemenService } from './flashcardsthemen.service';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { FLASHCARDSTHEMEN_DATENSCHUTZ } from './flashcardsthemen.datenschutz';

/** Topics and categories (01 §3): the pick lists and 'Neue Kategorie'; stacks and the library read them through the exported service. */
@Module({
  imports: [TypeOrmModule.forFeature([FlashcardsThema, FlashcardsKategorie])],
  controllers: [FlashcardsthemenController],
  providers: [
    datenschutzDeklaration('flashcardsthemen', FLASHCARDSTHEMEN_DATENSCHUTZ),
    FlashcardsthemenService,
  ],
  exports: [FlashcardsthemenService],
})
export class FlashcardsthemenModule {}
