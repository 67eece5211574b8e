import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FlashcardsKategorie } from './entities/flashcards-kategorie.entity';
import { FlashcardsThema } from './entities/flashcards-thema.entity';
import { FlashcardsthemenService } from './flashcardsthemen.service';

/** Topics and categories (01 §3). No endpoints yet: stacks and the global library read them through the exported service. */
@Module({
  imports: [TypeOrmModule.forFeature([FlashcardsThema, FlashcardsKategorie])],
  providers: [FlashcardsthemenService],
  exports: [FlashcardsthemenService],
})
export class FlashcardsthemenModule {}
