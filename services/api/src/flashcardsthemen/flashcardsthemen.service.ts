import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { sortByGerman } from '@lernstapel/rules';
import type { FlashcardsKategorieDto, FlashcardsThemaDto } from '@lernstapel/contracts';
import { FlashcardsKategorie } from './entities/flashcards-kategorie.entity';
import { FlashcardsThema } from './entities/flashcards-thema.entity';
import { toFlashcardsKategorieDto, toFlashcardsThemaDto } from './themen-und-kategorien.mapper';

/** A stack's category name and its topic's name (01 §3). */
export interface KategorieNamen {
  kategorie: string | null;
  thema: string | null;
}

/** Topics and categories (01 §3) as stacks and the global library show them. */
@Injectable()
export class FlashcardsthemenService {
  constructor(
    @InjectRepository(FlashcardsKategorie) private readonly kategorien: Repository<FlashcardsKategorie>,
    @InjectRepository(FlashcardsThema) private readonly themen: Repository<FlashcardsThema>,
  ) {}

  /** Every topic and every category (the library's tabs and pills), each by name. */
  async all(): Promise<{ themen: FlashcardsThemaDto[]; kategorien: FlashcardsKategorieDto[] }> {
    const themen = await this.themen.find({ select: { id: true, bezeichnung: true }, order: { id: 'ASC' } });
    const kategorien = await this.kategorien.find({
      select: { id: true, kategorie: true, flashcards_themen_id: true },
      order: { id: 'ASC' },
    });
    return {
      themen: sortByGerman(themen.map(toFlashcardsThemaDto), (thema) => thema.bezeichnung),
      kategorien: sortByGerman(kategorien.map(toFlashcardsKategorieDto), (kategorie) => kategorie.kategorie),
    };
  }

  /** Category id → its name and its topic's name, for the given (possibly empty) ids. */
  async kategorieNamen(ids: ReadonlyArray<number | null>): Promise<Map<number | null, KategorieNamen>> {
    const kategorieIds = unique(ids);
    const kategorien = kategorieIds.length
      ? await this.kategorien.find({
          select: { id: true, kategorie: true, flashcards_themen_id: true },
          where: { id: In(kategorieIds) },
        })
      : [];
    const themenIds = unique(kategorien.map((kategorie) => kategorie.flashcards_themen_id));
    const themen = themenIds.length
      ? await this.themen.find({ select: { id: true, bezeichnung: true }, where: { id: In(themenIds) } })
      : [];
    const themaById = new Map(themen.map((thema) => [thema.id, thema.bezeichnung]));
    return new Map(
      kategorien.map((kategorie) => [
        kategorie.id,
        { kategorie: kategorie.kategorie, thema: themaById.get(kategorie.flashcards_themen_id) ?? null },
      ]),
    );
  }
}

function unique(ids: ReadonlyArray<number | null>): number[] {
  return [...new Set(ids.filter((id): id is number => id !== null))];
}
