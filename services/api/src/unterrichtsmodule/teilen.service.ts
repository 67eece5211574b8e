import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import type { GeteilteStapelResponse, StapelAktionResponse } from '@lernstapel/contracts';
import { isoDateOrNull, validateShare } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../identitaet/auth-user';
import { TeilbareBenutzerService } from '../benutzer/teilbare-benutzer.service';
import { ApiException, throwIfRuleErrors } from '../common/api-exception';
import { blankToNull } from '../common/blank-to-null';
import { SchuelergruppenService } from '../schuelergruppen/schuelergruppen.service';
import type { GemeinsamerStapelDto, TeilenDto } from './dto/teilen.dto';
import { GeteilterStapel } from './entities/geteilter-stapel.entity';
import { TeamMitglied } from './entities/team-mitglied.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { GeteilteStapelService } from './geteilte-stapel.service';
import { StapelZugriffService } from './stapel-zugriff.service';
import { UnterrichtsmoduleService } from './unterrichtsmodule.service';
import { transaktion } from '../database/transaktion';

/** Sharing to mailboxes and team editing (01 §2, §3 share, §4 team editing, §5, §6). */
@Injectable()
export class TeilenService {
  constructor(
    @InjectRepository(GeteilterStapel) private readonly geteilt: Repository<GeteilterStapel>,
    private readonly access: StapelZugriffService,
    private readonly stapel: UnterrichtsmoduleService,
    private readonly briefkasten: GeteilteStapelService,
    private readonly benutzer: TeilbareBenutzerService,
    private readonly gruppen: SchuelergruppenService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * 01 §2/§5 share: the owner shares with users of the own school and the members of groups
   * (at least one recipient; validateShare). As an assignment (teachers only) a description is
   * required and a due date may be set. A recipient who has the stack already gets the new
   * assignment fields (one mailbox entry per stack and recipient).
   */
  async teilen(user: AuthUser, dto: TeilenDto): Promise<StapelAktionResponse> {
    const modul = await this.access.assertEigentuemer(user, dto.unterrichtsmodule_id);
    const schueler = user.rolle === 'pupil';
    const ist_aufgabe = dto.ist_aufgabe ?? false;
    if (ist_aufgabe && schueler)
      throw new ApiException(HttpStatus.FORBIDDEN, 'teilen.aufgabeNurLehrpersonen');
    const gruppenMitglieder = await this.gruppen.mitgliederZumTeilen(user, dto.schuelergruppenids ?? []);
    if (gruppenMitglieder === null)
      throw new ApiException(HttpStatus.FORBIDDEN, 'teilen.empfaengerUnbekannt');
    // A pupil sharing with their own group does not share with themself (01 §6).
    const empfaenger = [
      ...new Set([...dto.benutzerids, ...gruppenMitglieder.filter((id) => !schueler || id !== user.id)]),
    ];
    const aufgabe = ist_aufgabe ? blankToNull(dto.aufgabe) : null;
    throwIfRuleErrors(
      validateShare({
        empfaengerIds: empfaenger,
        ist_aufgabe,
        aufgabe,
        absender: { id: user.id, ist_schueler: schueler },
      }),
    );
    const abgabeBis = ist_aufgabe ? this.abgabeDatum(dto.aufgabe_abgabe_bis) : null;
    if (!(await this.benutzer.sindTeilbar(user, dto.benutzerids))) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'teilen.empfaengerUnbekannt');
    }
    const felder = { ist_aufgabe, aufgabe, aufgabe_abgabe_bis: abgabeBis };
    await transaktion(this.dataSource, async (manager) => {
      const vorhanden = await manager.find(GeteilterStapel, {
        select: { id: true, geteilt_mit_benutzer_id: true },
        where: { unterrichtsmodule_id: modul.id, geteilt_mit_benutzer_id: In(empfaenger) },
      });
      if (vorhanden.length)
        await manager.update(GeteilterStapel, { id: In(vorhanden.map((row) => row.id)) }, felder);
      const schonDa = new Set(vorhanden.map((row) => row.geteilt_mit_benutzer_id));
      const neu = empfaenger.filter((id) => !schonDa.has(id));
      if (neu.length) {
        await manager.insert(
          GeteilterStapel,
          neu.map((id) => ({ ...felder, unterrichtsmodule_id: modul.id, geteilt_mit_benutzer_id: id })),
        );
      }
    });
    return {
      message: t('bestaetigung.stapelGeteilt'),
      unterrichtsmodul: await this.stapel.ownItem(modul.id),
    };
  }

  /** Removes one entry of the user's own mailbox; someone else's entry is 404. Answers the mailbox. */
  async ausBriefkastenEntfernen(user: AuthUser, shareId: number): Promise<GeteilteStapelResponse> {
    const { affected } = await this.geteilt.delete({ id: shareId, geteilt_mit_benutzer_id: user.id });
    if (!affected) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    return this.briefkasten.fuerBenutzer(user);
  }

  /**
   * 01 §4 team editing on: the owner chooses the members (users of the own school, at least one, not
   * the owner); the list replaces the previous members.
   */
  async teamFreigeben(user: AuthUser, dto: GemeinsamerStapelDto): Promise<StapelAktionResponse> {
    const modul = await this.access.assertEigentuemer(user, dto.unterrichtsmodule_id);
    const ids = [...new Set(dto.benutzerids)];
    if (ids.length === 0) throw new ApiException(HttpStatus.BAD_REQUEST, 'teilen.teamOhneTeilnehmer');
    if (ids.includes(user.id)) throw new ApiException(HttpStatus.BAD_REQUEST, 'teilen.teamNichtMitDirSelbst');
    if (!(await this.benutzer.sindTeilbar(user, ids))) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'teilen.empfaengerUnbekannt');
    }
    // The stack row first (two saves of one team queue up there), then its members by primary key:
    // deleting by unterrichtsmodul_id locked the index range into the next stack's members, and two
    // owners sharing different stacks at once deadlocked on each other's inserts (issue 22 §3).
    await transaktion(this.dataSource, async (manager) => {
      await manager.update(Unterrichtsmodul, { id: modul.id }, { wird_gemeinsam_bearbeitet: true });
      const bisher = await manager.find(TeamMitglied, {
        select: { id: true, benutzer_id: true },
        where: { unterrichtsmodul_id: modul.id },
      });
      const weg = bisher.filter((row) => !ids.includes(row.benutzer_id)).map((row) => row.id);
      if (weg.length) await manager.delete(TeamMitglied, { id: In(weg) });
      const da = new Set(bisher.map((row) => row.benutzer_id));
      const neu = ids.filter((id) => !da.has(id));
      if (neu.length)
        await manager.insert(
          TeamMitglied,
          neu.map((id) => ({ unterrichtsmodul_id: modul.id, benutzer_id: id })),
        );
    });
    return {
      message: t('bestaetigung.teamFreigegeben'),
      unterrichtsmodul: await this.stapel.ownItem(modul.id),
    };
  }

  /**
   * 01 §4: the owner ends team editing; the members lose access at once (their rows go). Cards they
   * wrote stay in the stack. No licence needed: ending shares less.
   */
  async teamBeenden(user: AuthUser, stapelId: number): Promise<StapelAktionResponse> {
    const modul = await this.access.assertEigentuemer(user, stapelId);
    await transaktion(this.dataSource, async (manager) => {
      await manager.delete(TeamMitglied, { unterrichtsmodul_id: modul.id });
      await manager.update(Unterrichtsmodul, { id: modul.id }, { wird_gemeinsam_bearbeitet: false });
    });
    return { message: t('teilen.teamBeendet'), unterrichtsmodul: await this.stapel.ownItem(modul.id) };
  }

  private abgabeDatum(wert: string | null | undefined): string | null {
    if (wert === null || wert === undefined || wert.trim() === '') return null;
    const datum = isoDateOrNull(wert.trim());
    if (datum === null) throw new ApiException(HttpStatus.BAD_REQUEST, 'teilen.datumUngueltig');
    return datum;
  }
}
