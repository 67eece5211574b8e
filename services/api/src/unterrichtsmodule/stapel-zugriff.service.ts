import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { stapelRechte, type StapelRechteWerte, type StapelZugangWert } from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException } from '../common/api-exception';
import { GeteilterStapel } from './entities/geteilter-stapel.entity';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { StapelAuskuenfte } from './stapel-auskuenfte';
import { StapelSperreService } from './stapel-sperre.service';

/**
 * Why the session user may read a stack (rule type StapelZugangWert). 'veroeffentlicht' means "only
 * because it is in the global library": such readers see the pseudonym, not the owner's or authors'
 * names or ids (02 §6).
 */
export type StapelZugang = StapelZugangWert;

export interface LesbarerStapel {
  modul: Unterrichtsmodul;
  zugang: StapelZugang;
}

/**
 * "May read stack" and "may change stack" (DEVIATIONS 4): the one check every read or write of a
 * stack or its cards goes through. A stack the user may not read is 404, so its existence is not
 * revealed; a readable stack the user may not change is 403 with the reason.
 */
@Injectable()
export class StapelZugriffService {
  constructor(
    @InjectRepository(Unterrichtsmodul) private readonly module: Repository<Unterrichtsmodul>,
    @InjectRepository(TeamMitglied) private readonly team: Repository<TeamMitglied>,
    @InjectRepository(GeteilterStapel) private readonly geteilt: Repository<GeteilterStapel>,
    private readonly auskuenfte: StapelAuskuenfte,
    private readonly sperre: StapelSperreService,
  ) {}

  /**
   * Loads the stack and says why the user may read it: the owner, a team member (team editing on),
   * a share recipient (mailbox), a party of a hand-in record (sender or owner), or anyone logged in
   * when it is published. 404 for an unknown id and otherwise alike (a 403 would tell that it exists).
   */
  async assertCanRead(user: AuthUser, stackId: number): Promise<LesbarerStapel> {
    const modul = await this.module.findOne({ where: { id: stackId } });
    if (!modul) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    const zugang = await this.zugangFor(user, modul);
    if (!zugang) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    return { modul, zugang };
  }

  /**
   * assertCanRead for every route that answers or copies a stack's cards (card list, quiz, preview,
   * CSV, PDF, copying, card writes that answer the list, a new race over the stack): a pupil with an
   * exam or race in progress on the stack gets 423 with the reason (issue 22 §1, StapelSperreService).
   */
  async assertKartenLesbar(user: AuthUser, stackId: number): Promise<LesbarerStapel> {
    const lesbar = await this.assertCanRead(user, stackId);
    await this.sperre.assertNichtGesperrt(user, lesbar.modul);
    return lesbar;
  }

  /** Like assertCanRead, but a stack the user may not read is 404 (writes never reveal a stack). */
  async assertVisible(user: AuthUser, stackId: number): Promise<LesbarerStapel> {
    const modul = await this.module.findOne({ where: { id: stackId } });
    const zugang = modul ? await this.zugangFor(user, modul) : null;
    if (!modul || !zugang) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    return { modul, zugang };
  }

  /** The owner's own stack (edit properties, delete, share, team, publish, hand in); 404 / 403 otherwise. */
  async assertEigentuemer(user: AuthUser, stackId: number): Promise<Unterrichtsmodul> {
    const { modul, zugang } = await this.assertVisible(user, stackId);
    if (zugang !== 'eigentuemer')
      throw new ApiException(HttpStatus.FORBIDDEN, 'unterrichtsmodule.nurEigentuemer');
    return modul;
  }

  /** What the user may do with the stack they read as `zugang` (01 §4 team editing, rule stapelRechte). */
  rechte(user: AuthUser, zugang: StapelZugang | null): StapelRechteWerte {
    return stapelRechte({ zugang, kann_stapel_veroeffentlichen: user.kann_stapel_veroeffentlichen });
  }

  /** The closest relation first, so that a party who may also see the library reads as a party. */
  private async zugangFor(user: AuthUser, modul: Unterrichtsmodul): Promise<StapelZugang | null> {
    if (modul.eigentuemer_id === user.id) return 'eigentuemer';
    const stapelId = modul.id;
    if (
      modul.wird_gemeinsam_bearbeitet &&
      (await this.team.existsBy({ unterrichtsmodul_id: stapelId, benutzer_id: user.id }))
    ) {
      return 'team';
    }
    if (await this.geteilt.existsBy({ unterrichtsmodule_id: stapelId, geteilt_mit_benutzer_id: user.id })) {
      return 'geteilt';
    }
    if (await this.auskuenfte.stapelablage.istPartei(stapelId, user.id)) return 'stapelablage';
    return modul.ist_veroeffentlicht ? 'veroeffentlicht' : null;
  }
}
