import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { StapelDetail, StapelListResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { Unterrichtsmodulteil } from '../cards/entities/unterrichtsmodulteil.entity';
import { FlashcardsKategorie } from '../categories/entities/flashcards-kategorie.entity';
import { FlashcardsThema } from '../categories/entities/flashcards-thema.entity';
import { countBy } from '../common/count-by';
import { sortByGerman } from '../common/german-order';
import { Benutzer } from '../users/entities/benutzer.entity';
import { anzeigename } from './anzeigename';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { StackAccessService } from './stack-access.service';
import { toStapelDetail } from './stapel-detail.mapper';
import { toStapelListItem } from './stapel-list.mapper';

interface KategorieNamen {
  kategorie: string | null;
  thema: string | null;
}

const OHNE_KATEGORIE: KategorieNamen = { kategorie: null, thema: null };

@Injectable()
export class StacksService {
  constructor(
    @InjectRepository(Unterrichtsmodul) private readonly module: Repository<Unterrichtsmodul>,
    @InjectRepository(Unterrichtsmodulteil) private readonly teile: Repository<Unterrichtsmodulteil>,
    @InjectRepository(FlashcardsKategorie) private readonly kategorien: Repository<FlashcardsKategorie>,
    @InjectRepository(FlashcardsThema) private readonly themen: Repository<FlashcardsThema>,
    @InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>,
    private readonly access: StackAccessService,
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
    const namen = await this.kategorieNamen(module.map((modul) => modul.flashcards_kategorie_id));
    const items = module.map((modul) =>
      toStapelListItem(modul, {
        ...(namen.get(modul.flashcards_kategorie_id) ?? OHNE_KATEGORIE),
        anzahl_modulteile: anzahlen.get(modul.id) ?? 0,
      }),
    );
    return { unterrichtsmodule: sortByGerman(items, (item) => item.bezeichnung) };
  }

  /**
   * One stack the user may read (StackAccessService). Readers who see it only because it is
   * published get the pseudonym instead of the owner's name (02 §6: global stacks show
   * public_autor_pseudonym instead of the owner).
   */
  async detail(user: AuthUser, stackId: number): Promise<StapelDetail> {
    const { modul, zugang } = await this.access.assertCanRead(user, stackId);
    const anzahlen = await countBy(this.teile, 'unterrichtsmodule_id', [modul.id]);
    const namen = await this.kategorieNamen([modul.flashcards_kategorie_id]);
    const eigentuemer =
      zugang === 'veroeffentlicht'
        ? (modul.public_autor_pseudonym ?? '')
        : await this.nameOf(modul.eigentuemer_id);
    return toStapelDetail(modul, {
      ...(namen.get(modul.flashcards_kategorie_id) ?? OHNE_KATEGORIE),
      eigentuemer,
      anzahl_modulteile: anzahlen.get(modul.id) ?? 0,
      ist_eigentuemer: zugang === 'eigentuemer',
    });
  }

  private async nameOf(benutzerId: number): Promise<string> {
    const person = await this.benutzer.findOne({
      select: { id: true, namevoll: true, benutzername: true },
      where: { id: benutzerId },
    });
    return person ? anzeigename(person) : '';
  }

  /** Category id → its name and its topic's name, for the given (possibly empty) ids. */
  private async kategorieNamen(
    ids: ReadonlyArray<number | null>,
  ): Promise<Map<number | null, KategorieNamen>> {
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
