import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { StapelListResponse } from '@lernstapel/contracts';
import { Unterrichtsmodulteil } from '../cards/entities/unterrichtsmodulteil.entity';
import { FlashcardsKategorie } from '../categories/entities/flashcards-kategorie.entity';
import { FlashcardsThema } from '../categories/entities/flashcards-thema.entity';
import { countBy } from '../common/count-by';
import { sortByGerman } from '../common/german-order';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { toStapelListItem } from './stapel-list.mapper';

@Injectable()
export class StacksService {
  constructor(
    @InjectRepository(Unterrichtsmodul) private readonly module: Repository<Unterrichtsmodul>,
    @InjectRepository(Unterrichtsmodulteil) private readonly teile: Repository<Unterrichtsmodulteil>,
    @InjectRepository(FlashcardsKategorie) private readonly kategorien: Repository<FlashcardsKategorie>,
    @InjectRepository(FlashcardsThema) private readonly themen: Repository<FlashcardsThema>,
  ) {}

  /** 'Meine Flashcards': the user's own stacks, sorted by title (01 §9 default sort). */
  async ownStacks(eigentuemerId: number): Promise<StapelListResponse> {
    const module = await this.module.find({
      select: {
        id: true,
        bezeichnung: true,
        flashcards_kategorie_id: true,
        datum: true,
        datum_zuletztgeaendert: true,
        ist_veroeffentlicht: true,
        wird_gemeinsam_bearbeitet: true,
        benutzer_ordner_id: true,
      },
      where: { eigentuemer_id: eigentuemerId },
    });
    const anzahlen = await countBy(
      this.teile,
      'unterrichtsmodule_id',
      module.map((modul) => modul.id),
    );
    const kategorieIds = unique(module.map((modul) => modul.flashcards_kategorie_id));
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

    const kategorieById = new Map(kategorien.map((kategorie) => [kategorie.id, kategorie]));
    const themaById = new Map(themen.map((thema) => [thema.id, thema.bezeichnung]));
    const items = module.map((modul) => {
      const kategorie =
        modul.flashcards_kategorie_id === null ? undefined : kategorieById.get(modul.flashcards_kategorie_id);
      return toStapelListItem(modul, {
        kategorie: kategorie?.kategorie ?? null,
        thema: kategorie ? (themaById.get(kategorie.flashcards_themen_id) ?? null) : null,
        anzahl_modulteile: anzahlen.get(modul.id) ?? 0,
      });
    });
    return { unterrichtsmodule: sortByGerman(items, (item) => item.bezeichnung) };
  }
}

function unique(ids: ReadonlyArray<number | null>): number[] {
  return [...new Set(ids.filter((id): id is number => id !== null))];
}
