import { Injectable } from '@nestjs/common';
import { raceQuestionCount, type CardFields } from '@lernstapel/rules';
import { neuerCache } from '../common/cache/caches';
import { UnterrichtsmodulteileService } from '../unterrichtsmodulteile/unterrichtsmodulteile.service';
import type { Wettbewerb } from './entities/wettbewerb.entity';
import { raceModus } from './wettbewerb-detail.mapper';
import { kartenInFolge } from './wettbewerb-kartenfolge';

/**
 * A race's cards: the stack's cards (cached, see CACHES.rennenKarten), the race's question order and
 * the number of questions needed to win. Shared by setting up (a start shuffles) and playing.
 */
@Injectable()
export class WettbewerbKartenService {
  private readonly kartenCache = neuerCache<number, Promise<CardFields[]>>('rennenKarten');
  /** Per card list of kartenCache (dropped with it): each race's cards in its question order. */
  private readonly folgenCache = new WeakMap<
    CardFields[],
    Map<number, { kartenfolge: string | null; karten: CardFields[] }>
  >();

  constructor(private readonly karten: UnterrichtsmodulteileService) {}

  /** The stack's cards in the stack's order, read at most once per cache time. */
  kartenVon(stapelId: number): Promise<CardFields[]> {
    const gemerkt = this.kartenCache.get(stapelId);
    if (gemerkt) return gemerkt;
    const karten = this.karten.kartenInReihenfolge(stapelId);
    this.kartenCache.set(stapelId, karten);
    karten.catch(() => {
      if (this.kartenCache.peek(stapelId) === karten) this.kartenCache.delete(stapelId);
    });
    return karten;
  }

  /** The card at `position` of the race's question order and the number of questions needed. */
  async karteAn(
    wettbewerb: Wettbewerb,
    position: number,
    bekannteAnzahl?: number,
  ): Promise<{ karte: CardFields | null; anzahlFragen: number }> {
    const anzahlFragen = bekannteAnzahl ?? (await this.anzahlFragen(wettbewerb));
    if (position >= anzahlFragen) return { karte: null, anzahlFragen };
    const karten = this.inFolge(wettbewerb, await this.kartenVon(wettbewerb.unterrichtsmodul_id));
    return { karte: karten[position] ?? null, anzahlFragen };
  }

  async anzahlFragen(wettbewerb: Wettbewerb): Promise<number> {
    const karten = await this.kartenVon(wettbewerb.unterrichtsmodul_id);
    return raceQuestionCount(raceModus(wettbewerb.modus), karten.length);
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
}
