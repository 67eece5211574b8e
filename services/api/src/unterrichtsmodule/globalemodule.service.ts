import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { GlobaleModuleResponse } from '@lernstapel/contracts';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { FlashcardsKategorie } from '../flashcardsthemen/entities/flashcards-kategorie.entity';
import { FlashcardsThema } from '../flashcardsthemen/entities/flashcards-thema.entity';
import {
  toFlashcardsKategorieDto,
  toFlashcardsThemaDto,
} from '../flashcardsthemen/themen-und-kategorien.mapper';
import { countBy } from '../common/count-by';
import { sortByGerman } from '@lernstapel/rules';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { toGlobalerStapel } from './globaler-stapel.mapper';

/** The global stack library (02 §2 'Global stack library'): open to every logged-in user. */
@Injectable()
export class GlobaleModuleService {
  constructor(
    @InjectRepository(Unterrichtsmodul) private readonly module: Repository<Unterrichtsmodul>,
    @InjectRepository(Unterrichtsmodulteil) private readonly teile: Repository<Unterrichtsmodulteil>,
    @InjectRepository(FlashcardsKategorie) private readonly kategorien: Repository<FlashcardsKategorie>,
    @InjectRepository(FlashcardsThema) private readonly themen: Repository<FlashcardsThema>,
  ) {}

  /** All topics and categories (tabs and pills) and every published stack with its card count, by title. */
  async library(): Promise<GlobaleModuleResponse> {
    const themen = await this.themen.find({ select: { id: true, bezeichnung: true }, order: { id: 'ASC' } });
    const kategorien = await this.kategorien.find({
      select: { id: true, kategorie: true, flashcards_themen_id: true },
      order: { id: 'ASC' },
    });
    const module = await this.module.find({
      select: {
        id: true,
        bezeichnung: true,
        flashcards_kategorie_id: true,
        public_datum: true,
        public_autor_pseudonym: true,
        public_bemerkungen: true,
      },
      where: { ist_veroeffentlicht: true },
      order: { id: 'ASC' },
    });
    const anzahlen = await countBy(
      this.teile,
      'unterrichtsmodule_id',
      module.map((modul) => modul.id),
    );
    return {
      flashcardsthemen: sortByGerman(themen.map(toFlashcardsThemaDto), (thema) => thema.bezeichnung),
      flashcardsthemenukategorien: sortByGerman(
        kategorien.map(toFlashcardsKategorieDto),
        (kategorie) => kategorie.kategorie,
      ),
      globalemodule: sortByGerman(
        module.map((modul) => toGlobalerStapel(modul, anzahlen.get(modul.id) ?? 0)),
        (stapel) => stapel.bezeichnung,
      ),
    };
  }
}
