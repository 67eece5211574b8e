import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, type Repository } from 'typeorm';
import type {
  StapelDetail,
  StapelListItem,
  StapelListResponse,
  TeamStapelItem,
  TeamStapelResponse,
} from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { Unterrichtsmodulteil } from '../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { FlashcardsKategorie } from '../flashcardsthemen/entities/flashcards-kategorie.entity';
import { FlashcardsThema } from '../flashcardsthemen/entities/flashcards-thema.entity';
import { sortByGerman } from '@lernstapel/rules';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { anzeigenamen } from './anzeigenamen';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { KEINE_KARTEN, kartenAnzahlen } from './karten-anzahlen';
import { StapelZugriffService } from './stapel-zugriff.service';
import { toStapelDetail } from './stapel-detail.mapper';
import { toStapelListItem } from './stapel-list.mapper';

interface KategorieNamen {
  kategorie: string | null;
  thema: string | null;
}

const OHNE_KATEGORIE: KategorieNamen = { kategorie: null, thema: null };

/** The columns a list row needs (own list and team stacks). */
const LIST_SELECT = {
  id: true,
  bezeichnung: true,
  eigentuemer_id: true,
  flashcards_kategorie_id: true,
  datum: true,
  datum_zuletztgeaendert: true,
  ist_veroeffentlicht: true,
  wird_gemeinsam_bearbeitet: true,
  benutzer_ordner_id: true,
} as const;

@Injectable()
export class UnterrichtsmoduleService {
  constructor(
    @InjectRepository(Unterrichtsmodul) private readonly module: Repository<Unterrichtsmodul>,
    @InjectRepository(Unterrichtsmodulteil) private readonly teile: Repository<Unterrichtsmodulteil>,
    @InjectRepository(FlashcardsKategorie) private readonly kategorien: Repository<FlashcardsKategorie>,
    @InjectRepository(FlashcardsThema) private readonly themen: Repository<FlashcardsThema>,
    @InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>,
    @InjectRepository(TeamMitglied) private readonly team: Repository<TeamMitglied>,
    private readonly access: StapelZugriffService,
  ) {}

  /** 'Meine Flashcards': the user's own stacks, sorted by title (01 §9 default sort). */
  async ownStacks(eigentuemerId: number): Promise<StapelListResponse> {
    const module = await this.module.find({ select: LIST_SELECT, where: { eigentuemer_id: eigentuemerId } });
    const items = await this.listItems(module);
    return { unterrichtsmodule: sortByGerman(items, (item) => item.bezeichnung) };
  }

  /**
   * 01 §4 team editing: stacks of other owners the user is a team member of (unterrichtsmodul_team)
   * while their team editing is on, sorted by title like the own list. The user's own team stacks
   * are in the own list. benutzer_ordner_id is null: the owner's folder is not the member's (the UI
   * shows these stacks in the 'Team-Ordner').
   */
  async teamStacks(benutzerId: number): Promise<TeamStapelResponse> {
    const mitgliedschaften = await this.team.find({
      select: { id: true, unterrichtsmodul_id: true },
      where: { benutzer_id: benutzerId },
    });
    const stapelIds = [...new Set(mitgliedschaften.map((mitglied) => mitglied.unterrichtsmodul_id))];
    const module = stapelIds.length
      ? await this.module.find({
          select: LIST_SELECT,
          where: { id: In(stapelIds), eigentuemer_id: Not(benutzerId), wird_gemeinsam_bearbeitet: true },
        })
      : [];
    const items = await this.listItems(module);
    const namen = await anzeigenamen(
      this.benutzer,
      module.map((modul) => modul.eigentuemer_id),
    );
    const eigentuemerIds = new Map(module.map((modul) => [modul.id, modul.eigentuemer_id]));
    const teamItems = items.map((item): TeamStapelItem => {
      const eigentuemerId = eigentuemerIds.get(item.id) ?? 0;
      return {
        ...item,
        benutzer_ordner_id: null,
        eigentuemer_id: eigentuemerId,
        eigentuemer: namen.get(eigentuemerId) ?? '',
      };
    });
    return { gemeinsameStapel: sortByGerman(teamItems, (item) => item.bezeichnung) };
  }

  /** List rows (own list mapping) for `module`, in the same order: names and card counts in one query each. */
  private async listItems(module: readonly Unterrichtsmodul[]): Promise<StapelListItem[]> {
    const anzahlen = await kartenAnzahlen(
      this.teile,
      module.map((modul) => modul.id),
    );
    const namen = await this.kategorieNamen(module.map((modul) => modul.flashcards_kategorie_id));
    return module.map((modul) =>
      toStapelListItem(modul, {
        ...(namen.get(modul.flashcards_kategorie_id) ?? OHNE_KATEGORIE),
        ...(anzahlen.get(modul.id) ?? KEINE_KARTEN),
      }),
    );
  }

  /**
   * One stack the user may read (StapelZugriffService). Readers who see it only because it is
   * published get the pseudonym instead of the owner's name (02 §6: global stacks show
   * public_autor_pseudonym instead of the owner).
   */
  async detail(user: AuthUser, stackId: number): Promise<StapelDetail> {
    const { modul, zugang } = await this.access.assertCanRead(user, stackId);
    const anzahlModulteile = await this.teile.countBy({ unterrichtsmodule_id: modul.id });
    const namen = await this.kategorieNamen([modul.flashcards_kategorie_id]);
    const eigentuemer =
      zugang === 'veroeffentlicht'
        ? (modul.public_autor_pseudonym ?? '')
        : await this.nameOf(modul.eigentuemer_id);
    return toStapelDetail(modul, {
      ...(namen.get(modul.flashcards_kategorie_id) ?? OHNE_KATEGORIE),
      eigentuemer,
      anzahl_modulteile: anzahlModulteile,
      ist_eigentuemer: zugang === 'eigentuemer',
    });
  }

  private async nameOf(benutzerId: number): Promise<string> {
    return (await anzeigenamen(this.benutzer, [benutzerId])).get(benutzerId) ?? '';
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
