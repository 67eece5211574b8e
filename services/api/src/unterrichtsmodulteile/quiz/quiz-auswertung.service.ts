import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Quizantwort } from './entities/quizantwort.entity';

/** One card a learner did not know, by its question. */
export interface NichtGewussteKarte {
  stapelId: number;
  benutzerId: number;
  frage: string | null;
}

/** The quiz answers as the teacher's monitoring reads them (01 §2); exported. */
@Injectable()
export class QuizAuswertungService {
  constructor(@InjectRepository(Quizantwort) private readonly antworten: Repository<Quizantwort>) {}

  /** Every 'nicht gewusst' answer of the users on the stacks, with the card's question. */
  async nichtGewusst(
    benutzerIds: readonly number[],
    stapelIds: readonly number[],
  ): Promise<NichtGewussteKarte[]> {
    const zeilen = await this.antworten
      .createQueryBuilder('antwort')
      .innerJoin('unterrichtsmodulteil', 'teil', 'teil.id = antwort.unterrichtsmodulteil_id')
      .select('antwort.unterrichtsmodul_id', 'stapel')
      .addSelect('antwort.benutzer_id', 'benutzer')
      .addSelect('teil.frage', 'frage')
      .where('antwort.benutzer_id IN (:...benutzerIds)', { benutzerIds })
      .andWhere('antwort.unterrichtsmodul_id IN (:...stapelIds)', { stapelIds })
      .andWhere('antwort.gewusst = :nein', { nein: false })
      .getRawMany<{ stapel: number | string; benutzer: number | string; frage: string | null }>();
    return zeilen.map((zeile) => ({
      stapelId: Number(zeile.stapel),
      benutzerId: Number(zeile.benutzer),
      frage: zeile.frage,
    }));
  }
}
