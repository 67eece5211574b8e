import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { ApiException } from '../common/api-exception';
import { GeteilterStapel } from './entities/geteilter-stapel.entity';
import { isStapelablagePartei } from '../stapelablage/stapelablage-partei';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';

/**
 * Why the session user may read a stack. 'veroeffentlicht' means "only because it is in the
 * global library": such readers see the pseudonym, not the owner's or authors' names (02 §6).
 */
export type StapelZugang = 'eigentuemer' | 'team' | 'geteilt' | 'stapelablage' | 'veroeffentlicht';

export interface LesbarerStapel {
  modul: Unterrichtsmodul;
  zugang: StapelZugang;
}

/** "May read stack" (DEVIATIONS 4), the one check every read of a stack or its cards goes through. */
@Injectable()
export class StapelZugriffService {
  constructor(
    @InjectRepository(Unterrichtsmodul) private readonly module: Repository<Unterrichtsmodul>,
    @InjectRepository(TeamMitglied) private readonly team: Repository<TeamMitglied>,
    @InjectRepository(GeteilterStapel) private readonly geteilt: Repository<GeteilterStapel>,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Loads the stack and says why the user may read it: the owner, a team member, a share
   * recipient (mailbox), a party of a hand-in record (sender or owner), or anyone logged in
   * when it is published. 404 for an unknown id, 403 otherwise.
   */
  async assertCanRead(user: AuthUser, stackId: number): Promise<LesbarerStapel> {
    const modul = await this.module.findOne({ where: { id: stackId } });
    if (!modul) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    const zugang = await this.zugangFor(user, modul);
    if (!zugang) throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    return { modul, zugang };
  }

  /** The closest relation first, so that a party who may also see the library reads as a party. */
  private async zugangFor(user: AuthUser, modul: Unterrichtsmodul): Promise<StapelZugang | null> {
    if (modul.eigentuemer_id === user.id) return 'eigentuemer';
    const stapelId = modul.id;
    if (await this.team.existsBy({ unterrichtsmodul_id: stapelId, benutzer_id: user.id })) return 'team';
    if (await this.geteilt.existsBy({ unterrichtsmodule_id: stapelId, geteilt_mit_benutzer_id: user.id })) {
      return 'geteilt';
    }
    if (await isStapelablagePartei(this.dataSource.manager, stapelId, user.id)) return 'stapelablage';
    return modul.ist_veroeffentlicht ? 'veroeffentlicht' : null;
  }
}
