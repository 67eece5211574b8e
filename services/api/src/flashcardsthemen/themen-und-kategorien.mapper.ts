import type { FlashcardsKategorieDto, FlashcardsThemaDto } from '@lernstapel/contracts';
import type { FlashcardsKategorie } from './entities/flashcards-kategorie.entity';
import type { FlashcardsThema } from './entities/flashcards-thema.entity';

export function toFlashcardsThemaDto(thema: FlashcardsThema): FlashcardsThemaDto {
  return { id: thema.id, bezeichnung: thema.bezeichnung };
}

export function toFlashcardsKategorieDto(kategorie: FlashcardsKategorie): FlashcardsKategorieDto {
  return {
    id: kategorie.id,
    kategorie: kategorie.kategorie,
    flashcards_themen_id: kategorie.flashcards_themen_id,
  };
}
