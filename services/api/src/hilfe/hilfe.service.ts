import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { EingabehilfeEintrag } from '@lernstapel/contracts';
import { Eingabehilfe } from './entities/eingabehilfe.entity';
import { toEingabehilfeEintrag } from './eingabehilfe.mapper';

/** The card editor's help (02 §3 input-help entry): reference data, seeded by migration. */
@Injectable()
export class HilfeService {
  constructor(@InjectRepository(Eingabehilfe) private readonly eintraege: Repository<Eingabehilfe>) {}

  /** GET /api/hilfe/eingabehilfe: every special-character entry, in seed order. */
  async eingabehilfe(): Promise<EingabehilfeEintrag[]> {
    const rows = await this.eintraege.find({ order: { id: 'ASC' } });
    return rows.map(toEingabehilfeEintrag);
  }
}
