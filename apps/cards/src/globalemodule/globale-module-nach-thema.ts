import type {
  FlashcardsKategorieDto,
  FlashcardsThemaDto,
  GlobaleModuleResponse,
  GlobalerStapel,
} from '@lernstapel/contracts';

export interface KategorieMitStapeln {
  kategorie: FlashcardsKategorieDto;
  stapel: GlobalerStapel[];
}

export interface ThemaMitKategorien {
  thema: FlashcardsThemaDto;
  kategorien: KategorieMitStapeln[];
}

/**
 * 02 §2 "Global stack library": one tab per topic, inside one pill tab per category, each with its
 * published stacks. Keeps the API's order; a stack without a known category is in no tab.
 */
export function globaleModuleNachThema(response: GlobaleModuleResponse): ThemaMitKategorien[] {
  return response.flashcardsthemen.map((thema) => ({
    thema,
    kategorien: response.flashcardsthemenukategorien
      .filter((kategorie) => kategorie.flashcards_themen_id === thema.id)
      .map((kategorie) => ({
        kategorie,
        stapel: response.globalemodule.filter((stapel) => stapel.flashcards_kategorie_id === kategorie.id),
      })),
  }));
}
