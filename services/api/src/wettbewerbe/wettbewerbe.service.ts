import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type FindOptionsWhere, In, type Repository } from 'typeorm';
import type { WettbewerbDetail, WettbewerbListItem } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException } from '../common/api-exception';
import { countBy } from '../common/count-by';
import { BenutzerNamenService } from '../benutzer/benutzer-namen.service';
import { UnterrichtsmodulteileService } from '../unterrichtsmodulteile/unterrichtsmodulteile.service';
import { SchuelerImWettbewerb } from './entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from './entities/wettbewerb.entity';
import { toWettbewerbDetail } from './wettbewerb-detail.mapper';
import { toWettbewerbListItem } from './wettbewerb-list.mapper';

@Injectable()
export class WettbewerbeService {
  constructor(
    @InjectRepository(Wettbewerb) private readonly wettbewerbe: Repository<Wettbewerb>,
    @InjectRepository(SchuelerImWettbewerb) private readonly teilnahmen: Repository<SchuelerImWettbewerb>,
    private readonly benutzer: BenutzerNamenService,
    private readonly karten: UnterrichtsmodulteileService,
  ) {}

  /** Races the user takes part in or started; newest first. */
  async forUser(benutzerId: number): Promise<WettbewerbListItem[]> {
    const eigene = await this.teilnahmen.find({
      select: { wettbewerb_id: true, einladung_angenommen: true },
      where: { benutzer_id: benutzerId },
    });
    const angenommen = new Map(
      eigene.map((teilnahme) => [teilnahme.wettbewerb_id, teilnahme.einladung_angenommen]),
    );
    const where: FindOptionsWhere<Wettbewerb>[] = [{ start_benutzer_id: benutzerId }];
    if (angenommen.size > 0) where.push({ id: In([...angenommen.keys()]) });
    const wettbewerbe = await this.wettbewerbe.find({ where, order: { id: 'DESC' } });

    const anzahlen = await countBy(
      this.teilnahmen,
      'wettbewerb_id',
      wettbewerbe.map((wettbewerb) => wettbewerb.id),
    );
    const starterName = await this.benutzer.benutzernamen(
      wettbewerbe.map((wettbewerb) => wettbewerb.start_benutzer_id),
    );

    return wettbewerbe.map((wettbewerb) =>
      toWettbewerbListItem(wettbewerb, {
        start_benutzername: starterName.get(wettbewerb.start_benutzer_id) ?? '',
        anzahl_teilnehmer: anzahlen.get(wettbewerb.id) ?? 0,
        // 01 §4: the starter's own invitation counts as accepted.
        einladung_angenommen: angenommen.get(wettbewerb.id) ?? wettbewerb.start_benutzer_id === benutzerId,
      }),
    );
  }

  /**
   * The race screen's data (02 §2): only its participants and its starter may see it.
   * Participants in start order. 404 for an unknown id and for everyone else alike.
   */
  async detail(user: AuthUser, wettbewerbId: number): Promise<WettbewerbDetail> {
    const wettbewerb = await this.wettbewerbe.findOne({ where: { id: wettbewerbId } });
    if (!wettbewerb) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    const teilnahmen = await this.teilnahmen.find({
      where: { wettbewerb_id: wettbewerb.id },
      order: { start_nr: 'ASC', id: 'ASC' },
    });
    const eigene = teilnahmen.find((teilnahme) => teilnahme.benutzer_id === user.id);
    const istStarter = wettbewerb.start_benutzer_id === user.id;
    if (!eigene && !istStarter) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');

    const namen = await this.benutzer.benutzernamen([
      wettbewerb.start_benutzer_id,
      ...(wettbewerb.sieger_benutzer_id === null ? [] : [wettbewerb.sieger_benutzer_id]),
      ...teilnahmen.map((teilnahme) => teilnahme.benutzer_id),
    ]);
    const anzahlKarten = await this.karten.anzahlKarten(wettbewerb.unterrichtsmodul_id);
    return toWettbewerbDetail(
      wettbewerb,
      {
        start_benutzername: namen.get(wettbewerb.start_benutzer_id) ?? '',
        anzahl_teilnehmer: teilnahmen.length,
        // 01 §4: the starter's own invitation counts as accepted.
        einladung_angenommen: eigene ? eigene.einladung_angenommen : istStarter,
        sieger_benutzername:
          wettbewerb.sieger_benutzer_id === null ? null : (namen.get(wettbewerb.sieger_benutzer_id) ?? null),
        anzahl_karten: anzahlKarten,
      },
      teilnahmen.map((teilnahme) => ({ teilnahme, benutzername: namen.get(teilnahme.benutzer_id) ?? '' })),
    );
  }
}
