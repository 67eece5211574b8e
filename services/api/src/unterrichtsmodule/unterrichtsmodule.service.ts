import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Not, type Repository } from 'typeorm';
import { sortByGerman } from '@lernstapel/rules';
import type {
  StapelAnsichtQuery,
  StapelDetail,
  StapelListItem,
  StapelListResponse,
  TeamStapelItem,
  TeamStapelResponse,
} from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { BenutzerNamenService } from '../benutzer/benutzer-namen.service';
import { ApiException } from '../common/api-exception';
import { FlashcardsthemenService, type KategorieNamen } from '../flashcardsthemen/flashcardsthemen.service';
import { GeteilterStapel } from './entities/geteilter-stapel.entity';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { einfuegenMitId } from '../database/raw-rows';
import { KEINE_KARTEN, StapelAuskuenfte } from './stapel-auskuenfte';
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
  jahrgangsstufen: true,
  faecher: true,
  datum: true,
  datum_zuletztgeaendert: true,
  ist_veroeffentlicht: true,
  public_autor_pseudonym: true,
  public_bemerkungen: true,
  ist_kopie_von_umodul_id: true,
  wird_gemeinsam_bearbeitet: true,
  benutzer_ordner_id: true,
} as const;

/** The stack lists and one stack (01 §2, §4); exported for the titles, rows and counts other modules show. */
@Injectable()
export class UnterrichtsmoduleService {
  constructor(
    @InjectRepository(Unterrichtsmodul) private readonly module: Repository<Unterrichtsmodul>,
    @InjectRepository(TeamMitglied) private readonly team: Repository<TeamMitglied>,
    @InjectRepository(GeteilterStapel) private readonly geteilt: Repository<GeteilterStapel>,
    private readonly access: StapelZugriffService,
    private readonly benutzer: BenutzerNamenService,
    private readonly themen: FlashcardsthemenService,
    private readonly auskuenfte: StapelAuskuenfte,
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
    const items = await this.listItems(module, { mitEmpfaengern: true });
    return { unterrichtsmodule: sortByGerman(items, (item) => item.bezeichnung) };
  }

  /**
   * A new stack as a copy of `quelle` (01 §2, 02 §7), in the caller's transaction: title, grades and
   * search terms of the source, ist_kopie_von_umodul_id = the source; not shared, published or in a
   * team. Answers the new id.
   */
  async kopieAnlegen(
    manager: EntityManager,
    quelle: Unterrichtsmodul,
    ziel: Pick<Unterrichtsmodul, 'eigentuemer_id' | 'flashcards_kategorie_id' | 'benutzer_ordner_id'>,
  ): Promise<number> {
    return einfuegenMitId(manager, Unterrichtsmodul, {
      ...ziel,
      bezeichnung: quelle.bezeichnung,
      jahrgangsstufen: quelle.jahrgangsstufen,
      faecher: quelle.faecher,
      ist_kopie_von_umodul_id: quelle.id,
    });
  }

  /** 01 §3 datum_zuletztgeaendert: the stack's cards changed (in the caller's transaction). */
  async geaendert(manager: EntityManager, stapelId: number): Promise<void> {
    await manager.update(Unterrichtsmodul, { id: stapelId }, { datum_zuletztgeaendert: new Date() });
  }

  /** 02 §3 datum_letztesquiz: a quiz run of the stack was saved (in the caller's transaction). */
  async quizGespeichert(manager: EntityManager, stapelId: number): Promise<void> {
    await manager.update(Unterrichtsmodul, { id: stapelId }, { datum_letztesquiz: new Date() });
  }

  /** One own stack as the own list shows it (the answer of the stack actions). */
  async ownItem(stackId: number): Promise<StapelListItem> {
    const modul = await this.module.findOneOrFail({ select: LIST_SELECT, where: { id: stackId } });
    const [item] = await this.listItems([modul], { mitEmpfaengern: true });
    if (!item) throw new Error(`Stapel ${stackId} fehlt in der Liste seiner selbst`);
    return item;
  }

  /** Own stacks per folder id among `ordnerIds` (01 §3 anzahl_dateien); missing: 0. */
  async anzahlProOrdner(eigentuemerId: number, ordnerIds: readonly number[]): Promise<Map<number, number>> {
    const anzahlen = new Map<number, number>();
    if (ordnerIds.length === 0) return anzahlen;
    const module = await this.module.find({
      select: { id: true, benutzer_ordner_id: true },
      where: { eigentuemer_id: eigentuemerId, benutzer_ordner_id: In([...ordnerIds]) },
    });
    for (const { benutzer_ordner_id: ordnerId } of module) {
      if (ordnerId !== null) anzahlen.set(ordnerId, (anzahlen.get(ordnerId) ?? 0) + 1);
    }
    return anzahlen;
  }

  /**
   * Puts own stacks into folder `ordnerId` (null: no folder), in the caller's transaction; a stack that
   * is not the user's is 404 and nothing moves.
   */
  async inOrdner(
    manager: EntityManager,
    eigentuemerId: number,
    ids: readonly number[],
    ordnerId: number | null,
  ): Promise<void> {
    const eigene = await manager.count(Unterrichtsmodul, {
      where: { id: In([...ids]), eigentuemer_id: eigentuemerId },
    });
    if (eigene !== ids.length) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    await manager.update(Unterrichtsmodul, { id: In([...ids]) }, { benutzer_ordner_id: ordnerId });
  }

  /**
   * 01 §4 team editing: stacks of other owners the user is a team member of (unterrichtsmodul_team)
   * while their team editing is on, sorted by title like the own list. The user's own team stacks
   * are in the own list. benutzer_ordner_id is null: the owner's folder is not the member's (the UI
   * shows these stacks in the 'Team-Ordner'). The owner's share recipients are not shown to members.
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
    const items = await this.listItems(module, { mitEmpfaengern: false });
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

  /** List rows for `module`, in the same order: names, counts, recipients and hand-ins in one query each. */
  private async listItems(
    module: readonly Unterrichtsmodul[],
    optionen: { mitEmpfaengern: boolean },
  ): Promise<StapelListItem[]> {
    const ids = module.map((modul) => modul.id);
    // Four independent reads at once: one after the other, a stack list (and every copy's answer)
    // waited four database round trips, which a busy server stretches (bench:schoolday).
    const [anzahlen, namen, inAblage, empfaenger] = await Promise.all([
      this.auskuenfte.karten.kartenAnzahlen(ids),
      this.themen.kategorieNamen(module.map((modul) => modul.flashcards_kategorie_id)),
      this.auskuenfte.stapelablage.inAblage(ids),
      optionen.mitEmpfaengern ? this.empfaengerNamen(ids) : new Map<number, string[]>(),
    ]);
    return module.map((modul) =>
      toStapelListItem(modul, {
        ...(namen.get(modul.flashcards_kategorie_id) ?? OHNE_KATEGORIE),
        ...(anzahlen.get(modul.id) ?? KEINE_KARTEN),
        geteilt_mit: empfaenger.get(modul.id) ?? [],
        ist_in_stapelablage: inAblage.has(modul.id),
      }),
    );
  }

  /** Stack id → display names of its share recipients, sorted (01 §3 geteiltebenutzer). */
  private async empfaengerNamen(ids: readonly number[]): Promise<Map<number, string[]>> {
    const shares = ids.length
      ? await this.geteilt.find({
          select: { id: true, unterrichtsmodule_id: true, geteilt_mit_benutzer_id: true },
          where: { unterrichtsmodule_id: In([...ids]) },
        })
      : [];
    const namen = await this.benutzer.anzeigenamen(shares.map((share) => share.geteilt_mit_benutzer_id));
    const proStapel = new Map<number, string[]>();
    for (const share of shares) {
      const liste = proStapel.get(share.unterrichtsmodule_id) ?? [];
      liste.push(namen.get(share.geteilt_mit_benutzer_id) ?? '');
      proStapel.set(share.unterrichtsmodule_id, liste);
    }
    for (const [id, liste] of proStapel)
      proStapel.set(
        id,
        sortByGerman(liste, (name) => name),
      );
    return proStapel;
  }

  /**
   * One stack the user may read (StapelZugriffService). Readers who see it only because it is
   * published — or who ask for the library view (?ansicht=globalemodule) and are not the owner —
   * get the pseudonym instead of the owner's name and no owner id (02 §6: global stacks show
   * public_autor_pseudonym instead of the owner).
   */
  async detail(user: AuthUser, stackId: number, query: StapelAnsichtQuery = {}): Promise<StapelDetail> {
    const { modul, zugang: echterZugang } = await this.access.assertCanRead(user, stackId);
    const bibliothek =
      echterZugang === 'veroeffentlicht' ||
      (query.ansicht === 'globalemodule' && modul.ist_veroeffentlicht && echterZugang !== 'eigentuemer');
    const zugang = bibliothek ? 'veroeffentlicht' : echterZugang;
    const anzahlen = (await this.auskuenfte.karten.kartenAnzahlen([modul.id])).get(modul.id) ?? KEINE_KARTEN;
    const namen = await this.themen.kategorieNamen([modul.flashcards_kategorie_id]);
    const inAblage = await this.auskuenfte.stapelablage.inAblage([modul.id]);
    return toStapelDetail(modul, {
      ...(namen.get(modul.flashcards_kategorie_id) ?? OHNE_KATEGORIE),
      eigentuemer: bibliothek
        ? (modul.public_autor_pseudonym ?? '')
        : await this.nameOf(modul.eigentuemer_id),
      eigentuemer_id: bibliothek ? null : modul.eigentuemer_id,
      ...anzahlen,
      ist_eigentuemer: zugang === 'eigentuemer',
      ist_in_stapelablage: inAblage.has(modul.id),
      rechte: this.access.rechte(user, zugang),
    });
  }

  private async nameOf(benutzerId: number): Promise<string> {
    return (await this.benutzer.anzeigenamen([benutzerId])).get(benutzerId) ?? '';
  }
}
