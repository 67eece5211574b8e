import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  STAPEL_SPERRE_TEXT,
  sperrenBetreffen,
  stapelSperre,
  type StapelSperrGrund,
  type StapelSperreWert,
} from '@lernstapel/rules';
import type { AuthUser } from '../auth/auth-user';
import { ApiException } from '../common/api-exception';
import { offenePruefungenSql } from '../pruefungen/pruefung-sperren';
import { laufendeRennenSql } from '../wettbewerbe/wettbewerb-sperren';
import type { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';

type GesperrterStapel = Pick<Unterrichtsmodul, 'id' | 'eigentuemer_id' | 'ist_kopie_von_umodul_id'>;

/**
 * Issue 22 §1: a pupil never reads the answers of an exam or race in progress. The user's locks come
 * from ONE indexed query (the exams' and the races' parts in a UNION ALL), only for pupils (teachers
 * cost nothing); the rule stapelSperre decides. Refused with 423 Locked: the stack is readable as such,
 * only not for now, and the message says until when.
 */
@Injectable()
export class StapelSperreService {
  constructor(private readonly dataSource: DataSource) {}

  /** The stacks locked for the user now (an empty list for everyone but pupils). */
  async sperrenVon(user: AuthUser): Promise<StapelSperreWert[]> {
    if (!sperrenBetreffen({ ist_schueler: user.rolle === 'pupil' })) return [];
    const teile = [offenePruefungenSql(user), laufendeRennenSql(user.id)].flatMap((teil) =>
      teil === null ? [] : [teil],
    );
    const zeilen: { stapel_id: number | string; grund: StapelSperrGrund }[] = await this.dataSource.query(
      teile.map((teil) => teil.sql).join(' UNION ALL '),
      teile.flatMap((teil) => teil.parameter),
    );
    return zeilen.map((zeile) => ({ stapel_id: Number(zeile.stapel_id), grund: zeile.grund }));
  }

  /** 423 with the reason when the user may not read the stack's cards now. */
  async assertNichtGesperrt(user: AuthUser, stapel: GesperrterStapel): Promise<void> {
    const sperren = await this.sperrenVon(user);
    const grund = stapelSperre({
      benutzerId: user.id,
      ist_schueler: user.rolle === 'pupil',
      stapel,
      sperren,
    });
    if (grund !== null) throw new ApiException(HttpStatus.LOCKED, STAPEL_SPERRE_TEXT[grund]);
  }
}
