import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { sortByGerman } from '@lernstapel/rules';
import type { GlobaleModuleResponse } from '@lernstapel/contracts';
import { FlashcardsthemenService } from '../flashcardsthemen/flashcardsthemen.service';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { toGlobalerStapel } from './globaler-stapel.mapper';
import { KEINE_KARTEN, StapelAuskuenfte } from './stapel-auskuenfte';

/** The global stack library (02 §2 'Global stack library'): open to every logged-in user. */
@Injectable()
export class GlobaleModuleService {
  constructor(
    @InjectRepository(Unterrichtsmodul) private readonly module: Repository<Unterrichtsmodul>,
    private readonly themen: FlashcardsthemenService,
    private readonly auskuenfte: StapelAuskuenfte,
  ) {}

  /** All topics and categories (tabs and pills) and every published stack with its card count, by title. */
  async library(): Promise<GlobaleModuleResponse> {
    const { themen, kategorien } = await this.themen.all();
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
    const anzahlen = await this.auskuenfte.karten.kartenAnzahlen(module.map((modul) => modul.id));
    return {
      flashcardsthemen: themen,
      flashcardsthemenukategorien: kategorien,
      globalemodule: sortByGerman(
        module.map((modul) =>
          toGlobalerStapel(modul, (anzahlen.get(modul.id) ?? KEINE_KARTEN).anzahl_modulteile),
        ),
        (stapel) => stapel.bezeichnung,
      ),
    };
  }
}
