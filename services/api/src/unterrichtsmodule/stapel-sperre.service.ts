import { HttpStatus, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DataSource } from 'typeorm';
import {
  STAPEL_SPERRE_TEXT,
  sperrenBetreffen,
  stapelSperre,
  type StapelSperrGrund,
  type StapelSperreWert,
} from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException } from '../common/api-exception';
import type { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { StapelSperrQuelle } from './stapel-sperr-quelle';

type GesperrterStapel = Pick<Unterrichtsmodul, 'id' | 'eigentuemer_id' | 'ist_kopie_von_umodul_id'>;

/**
 * Issue 22 §1: a pupil never reads the answers of an exam or race in progress. The user's locks come
 * from ONE indexed query (the exams' and the races' parts in a UNION ALL; each domain provides its part
 * as a StapelSperrQuelle), only for pupils (teachers cost nothing); the rule stapelSperre decides. Refused with 423 Locked: the stack is readable as such,
 * only not for now, and the message says until when.
 */
@Injectable()
export class StapelSperreService {
  private quellen: readonly StapelSperrQuelle[] | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly discovery: DiscoveryService,
  ) {}

  /** The stacks locked for the user now (an empty list for everyone but pupils). */
  async sperrenVon(user: AuthUser): Promise<StapelSperreWert[]> {
    if (!sperrenBetreffen({ ist_schueler: user.rolle === 'pupil' })) return [];
    this.quellen ??= sperrQuellen(
      this.discovery
        .getProviders()
        .map((wrapper): unknown => wrapper.instance)
        .filter((instance): instance is StapelSperrQuelle => instance instanceof StapelSperrQuelle),
    );
    const teile = this.quellen.flatMap((quelle) => quelle.teil(user) ?? []);
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

/**
 * One source per lock reason, in the order of the reasons (exams before races, as the query always
 * ran). A reason without its source would let a pupil read answers: refused instead (fail closed).
 */
export function sperrQuellen(gefunden: readonly StapelSperrQuelle[]): StapelSperrQuelle[] {
  const quellen = [...new Set(gefunden)].sort((a, b) => a.grund.localeCompare(b.grund));
  const gruende = Object.keys(STAPEL_SPERRE_TEXT).sort();
  if (quellen.map((quelle) => quelle.grund).join() !== gruende.join())
    throw new Error(
      `Stapelsperren: erwartet ${gruende.join(', ')}, gefunden ${quellen.map((q) => q.grund).join(', ')}`,
    );
  return quellen;
}
