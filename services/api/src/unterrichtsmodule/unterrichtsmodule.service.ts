import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Not, type Repository } from 'typeorm';
import { sortByGerman } from '@lernstapel/rules';
import type {
  StapelDetail,
  StapelListItem,
  StapelListResponse,
  TeamStapelItem,
  TeamStapelResponse,
} from '@lernstapel/contracts';
import type { AuthUser } from '../auth/auth-user';
import { BenutzerLesenService } from '../benutzer/benutzer-lesen.service';
import { FlashcardsthemenService, type KategorieNamen } from '../flashcardsthemen/flashcardsthemen.service';
import { KEINE_KARTEN, kartenAnzahlen } from '../unterrichtsmodulteile/karten-anzahlen';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { StapelZugriffService } from './stapel-zugriff.service';
import { toStapelDetail } from './stapel-detail.mapper';
import { toStapelListItem } from './stapel-list.mapper';

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

/** The stack lists and one stack (01 §2, §4); exported for the titles other modules show. */
@Injectable()
export class UnterrichtsmoduleService {
  constructor(
    @InjectRepository(Unterrichtsmodul) private readonly module: Repository<Unterrichtsmodul>,
    @InjectRepository(TeamMitglied) private readonly team: Repository<TeamMitglied>,
    private readonly access: StapelZugriffService,
    private readonly benutzer: BenutzerLesenService,
    private readonly themen: FlashcardsthemenService,
    private readonly dataSource: DataSource,
  ) {}

  /** Stack id → title for the given ids (hand-ins, exams); unknown ids are missing. */
  async bezeichnungen(ids: readonly number[]): Promise<Map<number, string>> {
    const eindeutig = [...new Set(ids)];
    const module = eindeutig.length
      ? await this.module.find({ select: { id: true, bezeichnung: true }, where: { id: In(eindeutig) } })
      : [];
    return new Map(module.map((modul) => [modul.id, modul.bezeichnung]));
  }

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
    const namen = await this.benutzer.anzeigenamen(module.map((modul) => modul.eigentuemer_id));
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
      this.dataSource.manager,
      module.map((modul) => modul.id),
    );
    const namen = await this.themen.kategorieNamen(module.map((modul) => modul.flashcards_kategorie_id));
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
    const anzahlen = await kartenAnzahlen(this.dataSource.manager, [modul.id]);
    const namen = await this.themen.kategorieNamen([modul.flashcards_kategorie_id]);
    const eigentuemer =
      zugang === 'veroeffentlicht'
        ? (modul.public_autor_pseudonym ?? '')
        : await this.nameOf(modul.eigentuemer_id);
    return toStapelDetail(modul, {
      ...(namen.get(modul.flashcards_kategorie_id) ?? OHNE_KATEGORIE),
      eigentuemer,
      anzahl_modulteile: (anzahlen.get(modul.id) ?? KEINE_KARTEN).anzahl_modulteile,
      ist_eigentuemer: zugang === 'eigentuemer',
    });
  }

  private async nameOf(benutzerId: number): Promise<string> {
    return (await this.benutzer.anzeigenamen([benutzerId])).get(benutzerId) ?? '';
  }
}
