import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, type Repository } from 'typeorm';
import type { AblenkungsArt, Benutzerablenkung as BenutzerablenkungDto } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../../identitaet/auth-user';
import { ApiException } from '../../common/api-exception';
import { PushBus } from '../../pushbus/push-bus';
import { pushTopic } from '../../pushbus/push-topics';
import { KlassenLesenService } from '../klassen-lesen.service';
import { classReadableBy, notFound, ownClassOf } from '../own-class';
import { BEMERKUNG_PRO_ART } from './ablenkung-bemerkung';
import { toBenutzerablenkung } from './benutzerablenkung.mapper';
import { Benutzerablenkung } from './entities/benutzerablenkung.entity';
import { ReportThrottle } from './report-throttle';

/** The feed shows the newest entries of a class. */
export const FEED_LIMIT = 200;

/** The activity feed (01 §2 'Aktivitäten', §3, §4): pupils report, teachers read and delete. */
@Injectable()
export class BenutzerablenkungenService {
  private readonly throttle = new ReportThrottle();

  constructor(
    @InjectRepository(Benutzerablenkung) private readonly eintraege: Repository<Benutzerablenkung>,
    private readonly benutzer: KlassenLesenService,
    private readonly push: PushBus,
  ) {}

  /** Stores a pupil's report unless the same pupil reported less than a second ago (then dropped). */
  async report(user: AuthUser, art: AblenkungsArt, now = new Date()): Promise<void> {
    if (!this.throttle.accept(user.id, now.getTime())) return;
    await this.eintraege.insert({ benutzer_id: user.id, zeit: now, bemerkung: t(BEMERKUNG_PRO_ART[art]) });
    // The class's teacher sees it at once (push); the feed polls only while the channel is down.
    if (user.klassen_code) {
      this.push.publish([pushTopic.klassenlehrer(user.schule_id, user.klassen_code)], {
        art: 'tags',
        tags: [{ type: 'Benutzerablenkung', id: user.klassen_code }],
      });
    }
  }

  /** The class's feed, newest first, for the class's own teachers (01 §6: not pupils). */
  async feed(user: AuthUser, klassenCode: string): Promise<BenutzerablenkungDto[]> {
    if (user.rolle !== 'teacher') throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    const klasse = classReadableBy(user, klassenCode);
    const schueler = await this.benutzer.pupilNamesOf(klasse);
    if (schueler.length === 0) return [];
    const namen = new Map(schueler.map((row) => [row.id, row.benutzername]));
    const eintraege = await this.eintraege.find({
      where: { benutzer_id: In([...namen.keys()]) },
      order: { zeit: 'DESC', id: 'DESC' },
      take: FEED_LIMIT,
    });
    return eintraege.map((eintrag) => toBenutzerablenkung(eintrag, namen.get(eintrag.benutzer_id) ?? ''));
  }

  /** Report times of the given users since `seit` (the exam overview marks those during an attempt). */
  async zeitenSeit(benutzerIds: readonly number[], seit: Date): Promise<Map<number, Date[]>> {
    const zeiten = new Map<number, Date[]>();
    if (benutzerIds.length === 0) return zeiten;
    const eintraege = await this.eintraege.find({
      select: { id: true, benutzer_id: true, zeit: true },
      where: { benutzer_id: In([...benutzerIds]), zeit: MoreThanOrEqual(seit) },
    });
    for (const eintrag of eintraege) {
      zeiten.set(eintrag.benutzer_id, [...(zeiten.get(eintrag.benutzer_id) ?? []), eintrag.zeit]);
    }
    return zeiten;
  }

  /** DELETE /api/benutzer/benutzerablenkungen/{id}: an entry of a pupil of the own class, else 404. */
  async delete(user: AuthUser, id: number): Promise<void> {
    const eintrag = await this.eintraege.findOne({ select: { id: true, benutzer_id: true }, where: { id } });
    if (!eintrag) throw notFound();
    if (!(await this.benutzer.isPupilOf(ownClassOf(user), eintrag.benutzer_id))) throw notFound();
    await this.eintraege.delete({ id: eintrag.id });
  }
}
