import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { SchuleSummary } from '@lernstapel/contracts';
import { countBy } from '../common/count-by';
import { sortByGerman } from '../common/german-order';
import { Benutzer } from '../users/entities/benutzer.entity';
import { SchulAnsprechpartner } from './entities/schul-ansprechpartner.entity';
import { Schule } from './entities/schule.entity';
import { toSchuleSummary } from './schule-summary.mapper';

@Injectable()
export class SchoolsService {
  constructor(
    @InjectRepository(Schule) private readonly schulen: Repository<Schule>,
    @InjectRepository(SchulAnsprechpartner)
    private readonly ansprechpartner: Repository<SchulAnsprechpartner>,
    @InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>,
  ) {}

  /** 01 §2 admin tab 'Schulen': every school with its contacts, by name. */
  async all(): Promise<SchuleSummary[]> {
    const schulen = await this.schulen.find({
      select: {
        id: true,
        name1: true,
        name2: true,
        anschrift1: true,
        plz: true,
        ort: true,
        land: true,
        lizenz_jahr: true,
      },
    });
    const ids = schulen.map((schule) => schule.id);
    const anzahlen = await countBy(this.benutzer, 'schule_id', ids);
    const partner = ids.length
      ? await this.ansprechpartner.find({
          select: { id: true, schule_id: true, namevoll: true, email: true },
          where: { schule_id: In(ids) },
          order: { id: 'ASC' },
        })
      : [];
    const summaries = schulen.map((schule) =>
      toSchuleSummary(
        schule,
        anzahlen.get(schule.id) ?? 0,
        partner.filter((eintrag) => eintrag.schule_id === schule.id),
      ),
    );
    return sortByGerman(summaries, (summary) => summary.name1);
  }
}
