import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, type Repository } from 'typeorm';
import type {
  WettbewerbAntwortErgebnis,
  WettbewerbErstellen,
  WettbewerbFrage,
  WettbewerbStand,
} from '@lernstapel/contracts';
import {
  canStartRace,
  checkAnswer,
  raceModeOptions,
  raceQuestionCount,
  validateRaceSelection,
  type CardFields,
} from '@lernstapel/rules';
import type { TextKey } from '@lernstapel/texts';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException, throwIfRuleErrors } from '../common/api-exception';
import { BenutzerNamenService } from '../benutzer/benutzer-namen.service';
import { KlassenLesenService } from '../benutzer/klassen-lesen.service';
import { PushBus } from '../pushbus/push-bus';
import { pushTopic } from '../pushbus/push-topics';
import { StapelZugriffService } from '../unterrichtsmodule/stapel-zugriff.service';
import { UnterrichtsmodulteileService } from '../unterrichtsmodulteile/unterrichtsmodulteile.service';
import { SchuelerImWettbewerb } from './entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from './entities/wettbewerb.entity';
import { readAnswer } from './wettbewerb-antwort';
import { istBeendet, toWettbewerbTeilnehmer, raceModus } from './wettbewerb-detail.mapper';
import { raceLabelNumbers, raceSeed, toWettbewerbKarte } from './wettbewerb-karte.mapper';
import { kartenInFolge, neueKartenfolge } from './wettbewerb-kartenfolge';
import { transaktion } from '../database/transaktion';

/** Jockey colours in start order (dark enough for white outlines on the green track). */
export const JOCKEY_FARBEN = ['#c92a2a', '#1864ab', '#e67700', '#5f3dc4', '#087f5b', '#a61e4d'] as const;

/** Lists and screens of races (the lists provide the tag without id). */
const LISTE = { type: 'Wettbewerb' } as const;

/**
 * How long a race trusts the cards and names it read: every answer would otherwise read them again.
 * Several instances each keep their own copy; a card edited during a race shows after this time.
 */
export const RENNEN_CACHE_MS = 5000;

const refuse = (status: HttpStatus, key: TextKey) => new ApiException(status, key);
const notFound = () => refuse(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');

interface Rennen {
  wettbewerb: Wettbewerb;
  teilnahmen: SchuelerImWettbewerb[];
  eigene: SchuelerImWettbewerb | undefined;
}

/**
 * Playing a race (01 §4, 02 §4). The server is authoritative: it checks each answer with the rules
 * library, moves the position with a conditional UPDATE (a repeated or stale answer cannot count
 * twice) and decides the winner with `UPDATE … WHERE sieger_benutzer_id IS NULL`, so exactly one
 * player wins however close the last answers are. Every change is pushed to the race's people.
 */
@Injectable()
export class WettbewerbSpielService {
  private readonly kartenCache = new Map<number, { karten: Promise<CardFields[]>; bis: number }>();
  private readonly namenCache = new Map<number, { namen: Map<number, string>; bis: number }>();
  /** Per card list of kartenCache (dropped with it): each race's cards in its question order. */
  private readonly folgenCache = new WeakMap<
    CardFields[],
    Map<number, { kartenfolge: string | null; karten: CardFields[] }>
  >();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Wettbewerb) private readonly wettbewerbe: Repository<Wettbewerb>,
    @InjectRepository(SchuelerImWettbewerb) private readonly teilnahmen: Repository<SchuelerImWettbewerb>,
    private readonly benutzer: BenutzerNamenService,
    private readonly klassen: KlassenLesenService,
    private readonly stapel: StapelZugriffService,
    private readonly karten: UnterrichtsmodulteileService,
    private readonly push: PushBus,
  ) {}

  /** POST /api/wettbewerbe: a stack the starter may read, up to 5 pupils of the own class. */
  async erstellen(user: AuthUser, eingabe: WettbewerbErstellen): Promise<{ id: number }> {
    if (user.klassen_code === null || user.rolle === 'mainAdmin') {
      throw refuse(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    }
    const { modul } = await this.stapel.assertKartenLesbar(user, eingabe.unterrichtsmodul_id);
    const anzahlKarten = await this.karten.anzahlKarten(modul.id);
    if (anzahlKarten === 0) throw refuse(HttpStatus.BAD_REQUEST, 'wettbewerbe.fehler.keineKarten');
    if (!raceModeOptions(anzahlKarten).some((option) => option.modus === eingabe.modus)) {
      throw refuse(HttpStatus.BAD_REQUEST, 'wettbewerbe.fehler.modus');
    }
    throwIfRuleErrors(validateRaceSelection(eingabe.teilnehmer, user.id));
    const eingeladen = [...new Set(eingabe.teilnehmer.filter((id) => id !== user.id))];
    const klasse = { klassen_code: user.klassen_code, schule_id: user.schule_id };

    const id = await transaktion(this.dataSource, async (manager) => {
      if ((await this.klassen.countPupilsOf(manager, klasse, eingeladen)) !== eingeladen.length) {
        throw refuse(HttpStatus.BAD_REQUEST, 'wettbewerbe.fehler.nichtInKlasse');
      }
      const wettbewerb = await manager.save(
        manager.create(Wettbewerb, {
          unterrichtsmodul_id: modul.id,
          modultitel: modul.bezeichnung,
          modus: eingabe.modus,
          start_benutzer_id: user.id,
          schule_id: user.schule_id,
        }),
      );
      // 01 §4: the author's own invitation is accepted automatically.
      await manager.insert(
        SchuelerImWettbewerb,
        [user.id, ...eingeladen].map((benutzer_id, start_nr) => ({
          wettbewerb_id: wettbewerb.id,
          benutzer_id,
          start_nr,
          einladung_angenommen: benutzer_id === user.id,
          farbe: JOCKEY_FARBEN[start_nr % JOCKEY_FARBEN.length],
          position: 0,
        })),
      );
      return wettbewerb.id;
    });
    await this.melden(await this.laden(user, id));
    return { id };
  }

  /** 01 §4: an invited participant confirms (einladung_angenommen 0 → 1). */
  async annehmen(user: AuthUser, id: number): Promise<WettbewerbStand> {
    const rennen = await this.laden(user, id);
    if (!rennen.eigene) throw notFound();
    await this.teilnahmen.update({ id: rennen.eigene.id }, { einladung_angenommen: true });
    return this.melden(await this.laden(user, id));
  }

  /** 01 §4: only the starter, only when all confirmed and at least 2; resets positions and winner. */
  async starten(user: AuthUser, id: number): Promise<WettbewerbStand> {
    const { wettbewerb, teilnahmen } = await this.laden(user, id);
    if (wettbewerb.start_benutzer_id !== user.id) {
      throw refuse(HttpStatus.FORBIDDEN, 'wettbewerbe.fehler.nurStarter');
    }
    if (!canStartRace(teilnahmen)) throw refuse(HttpStatus.CONFLICT, 'wettbewerbe.fehler.nichtBestaetigt');
    // Each start shuffles anew; every participant gets this order.
    const kartenfolge = neueKartenfolge(await this.kartenVon(wettbewerb.unterrichtsmodul_id));
    await transaktion(this.dataSource, async (manager) => {
      await manager.update(SchuelerImWettbewerb, { wettbewerb_id: id }, { position: 0 });
      await manager.update(
        Wettbewerb,
        { id },
        {
          ist_gestartet: true,
          sieger_benutzer_id: null,
          anzahl_fragen_beantwortet: 0,
          startzeit: new Date(),
          kartenfolge,
        },
      );
    });
    return this.melden(await this.laden(user, id));
  }

  /**
   * Beyond the spec: the starter ends a stuck race; it can be started again later. Positions stay, so
   * every screen shows the table so far (issue 23). A race that was won meanwhile stays won.
   */
  async beenden(user: AuthUser, id: number): Promise<WettbewerbStand> {
    const { wettbewerb } = await this.laden(user, id);
    if (wettbewerb.start_benutzer_id !== user.id) {
      throw refuse(HttpStatus.FORBIDDEN, 'wettbewerbe.fehler.nurStarter');
    }
    await this.wettbewerbe.update({ id, sieger_benutzer_id: IsNull() }, { ist_gestartet: false });
    return this.melden(await this.laden(user, id));
  }

  /** Beyond the spec: a participant leaves; nobody waits for them (the starter ends instead). */
  async verlassen(user: AuthUser, id: number): Promise<void> {
    const rennen = await this.laden(user, id);
    if (!rennen.eigene) throw notFound();
    if (rennen.wettbewerb.start_benutzer_id === user.id) {
      throw refuse(HttpStatus.BAD_REQUEST, 'wettbewerbe.fehler.starterBleibt');
    }
    await this.teilnahmen.delete({ id: rennen.eigene.id });
    // The leaver's list changes too.
    this.push.publish([pushTopic.benutzer(user.id)], { art: 'tags', tags: [LISTE] });
    await this.melden(await this.laden(user, id, { alsStarter: true }));
  }

  /** Who the user can invite: the pupils of the own class but the user (01 §5). */
  async einladbar(user: AuthUser): Promise<{ id: number; benutzername: string }[]> {
    if (user.klassen_code === null || user.rolle === 'mainAdmin') return [];
    const schueler = await this.klassen.pupilNamesOf({
      klassen_code: user.klassen_code,
      schule_id: user.schule_id,
    });
    return schueler
      .filter((person) => person.id !== user.id)
      .map((person) => ({ id: person.id, benutzername: person.benutzername }))
      .sort((a, b) => a.benutzername.localeCompare(b.benutzername, 'de'));
  }

  /** The card the player is on (rejoin after a reload: the stored position decides). */
  async frage(user: AuthUser, id: number): Promise<WettbewerbFrage> {
    const rennen = await this.laden(user, id);
    if (!rennen.eigene) throw notFound();
    return this.frageFuer(rennen.wettbewerb, rennen.eigene, user.id);
  }

  /** 02 §4: a right answer moves the player on; the first to reach the count wins. */
  async antworten(
    user: AuthUser,
    id: number,
    position: number,
    rohAntwort: unknown,
  ): Promise<WettbewerbAntwortErgebnis> {
    const { wettbewerb, eigene } = await this.laden(user, id);
    if (!eigene) throw notFound();
    if (!wettbewerb.ist_gestartet) throw refuse(HttpStatus.CONFLICT, 'wettbewerbe.fehler.nichtGestartet');
    if (wettbewerb.sieger_benutzer_id !== null) {
      throw refuse(HttpStatus.CONFLICT, 'wettbewerbe.fehler.entschieden');
    }
    if (position !== eigene.position) throw refuse(HttpStatus.CONFLICT, 'wettbewerbe.fehler.andereFrage');
    const { karte, anzahlFragen } = await this.karteAn(wettbewerb, position);
    if (!karte) throw refuse(HttpStatus.CONFLICT, 'wettbewerbe.fehler.entschieden');

    const antwort = readAnswer(rohAntwort, raceLabelNumbers(karte, raceSeed(id, user.id, karte.id)));
    if (!antwort || !checkAnswer(karte, antwort)) {
      return {
        richtig: false,
        frage: await this.frageFuer(wettbewerb, eigene, user.id, anzahlFragen),
        stand: await this.stand(wettbewerb, await this.teilnehmerVon(id), anzahlFragen),
      };
    }

    const weiter = await this.teilnahmen
      .createQueryBuilder()
      .update()
      .set({ position: () => 'position + 1' })
      .where('id = :id AND position = :position', { id: eigene.id, position })
      .execute();
    if (!weiter.affected) throw refuse(HttpStatus.CONFLICT, 'wettbewerbe.fehler.andereFrage');
    await this.wettbewerbe
      .createQueryBuilder()
      .update()
      .set({ anzahl_fragen_beantwortet: () => 'anzahl_fragen_beantwortet + 1' })
      .where('id = :id', { id })
      .execute();
    if (position + 1 >= anzahlFragen) {
      // Exactly one winner: only the first of simultaneous finishers finds the column still empty.
      await this.wettbewerbe.update(
        { id, sieger_benutzer_id: IsNull(), ist_gestartet: true },
        { sieger_benutzer_id: user.id },
      );
    }
    const nachher = await this.laden(user, id);
    const stand = await this.melden(nachher, {
      liste: nachher.wettbewerb.sieger_benutzer_id !== null,
      anzahlFragen,
    });
    return {
      richtig: true,
      frage: nachher.eigene
        ? await this.frageFuer(nachher.wettbewerb, nachher.eigene, user.id, anzahlFragen)
        : { position: position + 1, anzahl_fragen: anzahlFragen, karte: null },
      stand,
    };
  }

  /**
   * The race with its participants, for its participants and its starter only: everyone else gets
   * 404 like an unknown id (another class or school learns nothing).
   */
  private async laden(user: AuthUser, id: number, { alsStarter = false } = {}): Promise<Rennen> {
    // One statement for the race and its participants: every answer reads them twice (before and
    // after its move), and each statement waits for a pooled connection of its own under load.
    const gelesen = await this.wettbewerbe
      .createQueryBuilder('wettbewerb')
      .leftJoinAndMapMany(
        'wettbewerb.teilnahmen',
        SchuelerImWettbewerb,
        'teilnahme',
        'teilnahme.wettbewerb_id = wettbewerb.id',
      )
      .where('wettbewerb.id = :id', { id })
      .orderBy('teilnahme.start_nr', 'ASC')
      .addOrderBy('teilnahme.id', 'ASC')
      .getOne();
    if (!gelesen) throw notFound();
    const { teilnahmen, ...wettbewerb } = gelesen as Wettbewerb & { teilnahmen: SchuelerImWettbewerb[] };
    const eigene = teilnahmen.find((teilnahme) => teilnahme.benutzer_id === user.id);
    if (!eigene && wettbewerb.start_benutzer_id !== user.id && !alsStarter) throw notFound();
    return { wettbewerb, teilnahmen, eigene };
  }

  private teilnehmerVon(id: number): Promise<SchuelerImWettbewerb[]> {
    return this.teilnahmen.find({ where: { wettbewerb_id: id }, order: { start_nr: 'ASC', id: 'ASC' } });
  }

  /** The card at `position` of the race's question order and the number of questions needed. */
  private async karteAn(
    wettbewerb: Wettbewerb,
    position: number,
    bekannteAnzahl?: number,
  ): Promise<{ karte: CardFields | null; anzahlFragen: number }> {
    const anzahlFragen = bekannteAnzahl ?? (await this.anzahlFragen(wettbewerb));
    if (position >= anzahlFragen) return { karte: null, anzahlFragen };
    const karten = this.inFolge(wettbewerb, await this.kartenVon(wettbewerb.unterrichtsmodul_id));
    return { karte: karten[position] ?? null, anzahlFragen };
  }

  /** The race's order of `karten`, worked out once per card list read (every answer would parse it). */
  private inFolge(wettbewerb: Wettbewerb, karten: CardFields[]): CardFields[] {
    let folgen = this.folgenCache.get(karten);
    if (!folgen) {
      folgen = new Map();
      this.folgenCache.set(karten, folgen);
    }
    const gemerkt = folgen.get(wettbewerb.id);
    if (gemerkt?.kartenfolge === wettbewerb.kartenfolge) return gemerkt.karten;
    const inFolge = kartenInFolge(karten, wettbewerb.kartenfolge);
    folgen.set(wettbewerb.id, { kartenfolge: wettbewerb.kartenfolge, karten: inFolge });
    return inFolge;
  }

  private async anzahlFragen(wettbewerb: Wettbewerb): Promise<number> {
    const karten = await this.kartenVon(wettbewerb.unterrichtsmodul_id);
    return raceQuestionCount(raceModus(wettbewerb.modus), karten.length);
  }

  /** The stack's cards in the stack's order, read at most every RENNEN_CACHE_MS. */
  private kartenVon(stapelId: number): Promise<CardFields[]> {
    const jetzt = Date.now();
    const gemerkt = this.kartenCache.get(stapelId);
    if (gemerkt && gemerkt.bis > jetzt) return gemerkt.karten;
    const karten = this.karten.kartenInReihenfolge(stapelId);
    this.kartenCache.set(stapelId, { karten, bis: jetzt + RENNEN_CACHE_MS });
    karten.catch(() => this.kartenCache.delete(stapelId));
    for (const [id, eintrag] of this.kartenCache) if (eintrag.bis <= jetzt) this.kartenCache.delete(id);
    return karten;
  }

  /** The participants' usernames of a race, read at most every RENNEN_CACHE_MS (or when someone is new). */
  private async namenVon(wettbewerb: Wettbewerb, ids: readonly number[]): Promise<Map<number, string>> {
    const jetzt = Date.now();
    const gemerkt = this.namenCache.get(wettbewerb.id);
    if (gemerkt && gemerkt.bis > jetzt && ids.every((id) => gemerkt.namen.has(id))) return gemerkt.namen;
    const namen = await this.benutzer.benutzernamen(ids);
    this.namenCache.set(wettbewerb.id, { namen, bis: jetzt + RENNEN_CACHE_MS });
    for (const [id, eintrag] of this.namenCache) if (eintrag.bis <= jetzt) this.namenCache.delete(id);
    return namen;
  }

  private async frageFuer(
    wettbewerb: Wettbewerb,
    eigene: SchuelerImWettbewerb,
    benutzerId: number,
    bekannteAnzahl?: number,
  ): Promise<WettbewerbFrage> {
    const { karte, anzahlFragen } = await this.karteAn(wettbewerb, eigene.position, bekannteAnzahl);
    const spielt = wettbewerb.ist_gestartet && wettbewerb.sieger_benutzer_id === null && karte !== null;
    return {
      position: eigene.position,
      anzahl_fragen: anzahlFragen,
      karte: spielt ? toWettbewerbKarte(karte, raceSeed(wettbewerb.id, benutzerId, karte.id)) : null,
    };
  }

  private async stand(
    wettbewerb: Wettbewerb,
    teilnahmen: SchuelerImWettbewerb[],
    bekannteAnzahl?: number,
  ): Promise<WettbewerbStand> {
    const namen = await this.namenVon(wettbewerb, [
      ...teilnahmen.map((teilnahme) => teilnahme.benutzer_id),
      ...(wettbewerb.sieger_benutzer_id === null ? [] : [wettbewerb.sieger_benutzer_id]),
    ]);
    return {
      id: wettbewerb.id,
      ist_gestartet: wettbewerb.ist_gestartet,
      beendet: istBeendet(wettbewerb),
      sieger_benutzer_id: wettbewerb.sieger_benutzer_id,
      sieger_benutzername:
        wettbewerb.sieger_benutzer_id === null ? null : (namen.get(wettbewerb.sieger_benutzer_id) ?? null),
      anzahl_fragen: bekannteAnzahl ?? (await this.anzahlFragen(wettbewerb)),
      anzahl_fragen_beantwortet: wettbewerb.anzahl_fragen_beantwortet,
      teilnehmer: teilnahmen.map((teilnahme) =>
        toWettbewerbTeilnehmer(teilnahme, namen.get(teilnahme.benutzer_id) ?? ''),
      ),
    };
  }

  /**
   * Pushes the new state to the race's participants and its starter; their race lists refresh too
   * unless only positions moved.
   */
  private async melden(
    { wettbewerb, teilnahmen }: Rennen,
    { liste = true, anzahlFragen }: { liste?: boolean; anzahlFragen?: number } = {},
  ): Promise<WettbewerbStand> {
    const stand = await this.stand(wettbewerb, teilnahmen, anzahlFragen);
    const topics = [
      ...new Set([wettbewerb.start_benutzer_id, ...teilnahmen.map((teilnahme) => teilnahme.benutzer_id)]),
    ].map(pushTopic.benutzer);
    this.push.publish(topics, { art: 'wettbewerb', stand });
    if (liste) this.push.publish(topics, { art: 'tags', tags: [LISTE] });
    return stand;
  }
}
