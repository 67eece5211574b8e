import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type FindOptionsWhere, In, type Repository } from 'typeorm';
import type { WettbewerbListItem } from '@lernstapel/contracts';
import { countBy } from '../common/count-by';
import { Benutzer } from '../users/entities/benutzer.entity';
import { SchuelerImWettbewerb } from './entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from './entities/wettbewerb.entity';
import { toWettbewerbListItem } from './wettbewerb-list.mapper';

@Injectable()
export class RacesService {
  constructor(
    @InjectRepository(Wettbewerb) private readonly wettbewerbe: Repository<Wettbewerb>,
    @InjectRepository(SchuelerImWettbewerb) private readonly teilnahmen: Repository<SchuelerImWettbewerb>,
    @InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>,
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
    const starterIds = [...new Set(wettbewerbe.map((wettbewerb) => wettbewerb.start_benutzer_id))];
    const starter = starterIds.length
      ? await this.benutzer.find({ select: { id: true, benutzername: true }, where: { id: In(starterIds) } })
      : [];
    const starterName = new Map(starter.map((person) => [person.id, person.benutzername]));

    return wettbewerbe.map((wettbewerb) =>
      toWettbewerbListItem(wettbewerb, {
        start_benutzername: starterName.get(wettbewerb.start_benutzer_id) ?? '',
        anzahl_teilnehmer: anzahlen.get(wettbewerb.id) ?? 0,
        // 01 §4: the starter's own invitation counts as accepted.
        einladung_angenommen: angenommen.get(wettbewerb.id) ?? wettbewerb.start_benutzer_id === benutzerId,
      }),
    );
  }
}
