import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { WettbewerbStand } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { BenutzerNamenService } from '../benutzer/benutzer-namen.service';
import { neuerCache } from '../common/cache/caches';
import { PushBus } from '../pushbus/push-bus';
import { pushTopic } from '../pushbus/push-topics';
import { SchuelerImWettbewerb } from './entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from './entities/wettbewerb.entity';
import { istBeendet, toWettbewerbTeilnehmer } from './wettbewerb-detail.mapper';
import { notFound } from './wettbewerb-fehler';
import { WettbewerbKartenService } from './wettbewerb-karten.service';

/** Lists and screens of races (the lists provide the tag without id). */
const LISTE = { type: 'Wettbewerb' } as const;

export interface Rennen {
  wettbewerb: Wettbewerb;
  teilnahmen: SchuelerImWettbewerb[];
  eigene: SchuelerImWettbewerb | undefined;
}

/**
 * A race as its people see it, shared by setting up and playing: read for one of them, its state
 * (WettbewerbStand), and that state pushed to all of them. The push goes through PushBus, so players
 * connected to other API instances see it too (Redis pub/sub).
 */
@Injectable()
export class WettbewerbRennenService {
  private readonly namenCache = neuerCache<number, Map<number, string>>('rennenNamen');

  constructor(
    @InjectRepository(Wettbewerb) private readonly wettbewerbe: Repository<Wettbewerb>,
    private readonly benutzer: BenutzerNamenService,
    private readonly karten: WettbewerbKartenService,
    private readonly push: PushBus,
  ) {}

  /**
   * The race with its participants, for its participants and its starter only: everyone else gets
   * 404 like an unknown id (another class or school learns nothing).
   */
  async laden(user: AuthUser, id: number, { alsStarter = false } = {}): Promise<Rennen> {
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

  async stand(
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
      anzahl_fragen: bekannteAnzahl ?? (await this.karten.anzahlFragen(wettbewerb)),
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
  async melden(
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

  /** The user's race list refreshes (who left a race no longer gets its state). */
  listeMelden(benutzerId: number): void {
    this.push.publish([pushTopic.benutzer(benutzerId)], { art: 'tags', tags: [LISTE] });
  }

  /** The participants' usernames of a race, cached (CACHES.rennenNamen) unless someone is new. */
  private async namenVon(wettbewerb: Wettbewerb, ids: readonly number[]): Promise<Map<number, string>> {
    const gemerkt = this.namenCache.get(wettbewerb.id);
    if (gemerkt && ids.every((id) => gemerkt.has(id))) return gemerkt;
    const namen = await this.benutzer.benutzernamen(ids);
    this.namenCache.set(wettbewerb.id, namen);
    return namen;
  }
}
