import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import { sortByGerman, validateCategory } from '@lernstapel/rules';
import type {
  FlashcardsKategorieDto,
  FlashcardsThemaDto,
  KategorieAnlegenRequest,
  KategorieAnlegenResponse,
} from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException, throwIfRuleErrors } from '../common/api-exception';
import { FlashcardsKategorie } from './entities/flashcards-kategorie.entity';
import { FlashcardsThema } from './entities/flashcards-thema.entity';
import { toFlashcardsKategorieDto, toFlashcardsThemaDto } from './themen-und-kategorien.mapper';
import { transaktion, zeileSperren } from '../database/transaktion';

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
    private readonly dataSource: DataSource,
  ) {}

  /** Does category `id` exist (a stack's category must)? */
  kategorieExistiert(id: number): Promise<boolean> {
    return this.kategorien.existsBy({ id });
  }

  /**
   * 01 §5 'Neue Kategorie': a non-empty title (validateCategory) in an existing topic; a category of
   * the same name in the topic, compared trimmed and case-insensitively, is refused (409).
   */
  async kategorieAnlegen(
    user: AuthUser,
    eingabe: KategorieAnlegenRequest,
  ): Promise<KategorieAnlegenResponse> {
    const kategorie = eingabe.kategorie.trim();
    throwIfRuleErrors(validateCategory({ kategorie }));
    const neu = await transaktion(this.dataSource, async (manager) => {
      // The topic's row lock first: two new categories of one name in one topic cannot both pass the check.
      if (!(await zeileSperren(manager, FlashcardsThema, eingabe.flashcards_themen_id))) {
        throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
      }
      const vorhanden = await manager.find(FlashcardsKategorie, {
        select: { id: true, kategorie: true },
        where: { flashcards_themen_id: eingabe.flashcards_themen_id },
      });
      const schluessel = kategorie.toLocaleLowerCase('de');
      if (vorhanden.some((eintrag) => eintrag.kategorie.trim().toLocaleLowerCase('de') === schluessel)) {
        throw new ApiException(HttpStatus.CONFLICT, 'validierung.kategorieExistiert');
      }
      return manager.save(
        manager.create(FlashcardsKategorie, {
          kategorie,
          flashcards_themen_id: eingabe.flashcards_themen_id,
          ersteller_benutzer_id: user.id,
        }),
      );
    });
    const { themen, kategorien } = await this.all();
    return {
      kategorie: toFlashcardsKategorieDto(neu),
      flashcardsthemen: themen,
      flashcardsthemenukategorien: kategorien,
    };
  }

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
