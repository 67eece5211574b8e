import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { GeteilterStapel } from './entities/geteilter-stapel.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';

/** An assignment (a share with ist_aufgabe) to one pupil. */
export interface Aufgabe {
  unterrichtsmodule_id: number;
  geteilt_mit_benutzer_id: number;
  aufgabe: string | null;
}

/** A teacher's assignments and the stacks they were given with. */
export interface AufgabenEinesLehrers {
  /** Every own stack of the teacher (id and title). */
  stapel: { id: number; bezeichnung: string }[];
  /** The assignments of those stacks, in creation order. */
  aufgaben: Aufgabe[];
}

/** The assignments a teacher gave (01 §2 Aufgaben) and the pupils' copies of them: exported for the monitoring. */
@Injectable()
export class AufgabenLesenService {
  constructor(
    @InjectRepository(Unterrichtsmodul) private readonly module: Repository<Unterrichtsmodul>,
    @InjectRepository(GeteilterStapel) private readonly geteilt: Repository<GeteilterStapel>,
  ) {}

  async vonLehrer(lehrerId: number): Promise<AufgabenEinesLehrers> {
    const stapel = await this.module.find({
      select: { id: true, bezeichnung: true },
      where: { eigentuemer_id: lehrerId },
    });
    const aufgaben = await this.geteilt.find({
      where: { unterrichtsmodule_id: In(stapel.map((eintrag) => eintrag.id)), ist_aufgabe: true },
      order: { id: 'ASC' },
    });
    return { stapel, aufgaben };
  }

  /** Copy id → original id for the copies of `stapelIds` that the users `eigentuemerIds` own. */
  async kopien(
    stapelIds: readonly number[],
    eigentuemerIds: readonly number[],
  ): Promise<Map<number, number>> {
    const kopien = await this.module.find({
      select: { id: true, ist_kopie_von_umodul_id: true },
      where: { ist_kopie_von_umodul_id: In([...stapelIds]), eigentuemer_id: In([...eigentuemerIds]) },
    });
    return new Map(kopien.map((kopie) => [kopie.id, kopie.ist_kopie_von_umodul_id ?? kopie.id]));
  }
}
