import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import type { StapelablageAktionResponse } from '@lernstapel/contracts';
import { stapelablageUebergang, validateEinreichen } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../identitaet/auth-user';
import { TeilbareBenutzerService } from '../benutzer/teilbare-benutzer.service';
import { ApiException, throwIfRuleErrors } from '../common/api-exception';
import { StapelZugriffService } from '../unterrichtsmodule/stapel-zugriff.service';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import type { StapelablageEinreichenDto, StapelablageStatusDto } from './dto/stapelablage.dto';
import { Stapelablage } from './entities/stapelablage.entity';
import { OFFEN } from './offene-ablage';
import { StapelablageService } from './stapelablage.service';
import { transaktion, zeileSperren } from '../database/transaktion';

/** The write side of the hand-in (01 §4): hand in, and every step of the state machine. */
@Injectable()
export class StapelablageSchritteService {
  constructor(
    @InjectRepository(Stapelablage) private readonly ablage: Repository<Stapelablage>,
    private readonly access: StapelZugriffService,
    private readonly benutzer: TeilbareBenutzerService,
    private readonly liste: StapelablageService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * 01 §4: the owner hands the stack in to the chosen persons of the own school (validateEinreichen:
   * at least one, not oneself) → one record each, 'Warten auf Überprüfung'. A person with an open
   * record of the stack already → 409, nothing is handed in.
   */
  async einreichen(user: AuthUser, dto: StapelablageEinreichenDto): Promise<StapelablageAktionResponse> {
    const modul = await this.access.assertEigentuemer(user, dto.unterrichtsmodule_id);
    const empfaenger = [...new Set(dto.empfaenger_ids)];
    throwIfRuleErrors(validateEinreichen({ absenderId: user.id, empfaengerIds: empfaenger }));
    if (!(await this.benutzer.sindTeilbar(user, empfaenger))) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'teilen.empfaengerUnbekannt');
    }
    await transaktion(this.dataSource, async (manager) => {
      // The stack's row lock first: two hand-ins of one stack at once cannot both find none open.
      if (!(await zeileSperren(manager, Unterrichtsmodul, modul.id))) {
        throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
      }
      const offen = await manager.exists(Stapelablage, {
        where: { unterrichtsmodule_id: modul.id, stapel_eigentuemer_id: In(empfaenger), status: OFFEN },
      });
      if (offen) throw new ApiException(HttpStatus.CONFLICT, 'stapelablage.schonEingereicht');
      await manager.insert(
        Stapelablage,
        empfaenger.map((pruefer) => ({
          unterrichtsmodule_id: modul.id,
          stapel_absender_id: user.id,
          stapel_eigentuemer_id: pruefer,
          status: 'Warten auf Überprüfung' as const,
        })),
      );
    });
    return {
      message: t('bestaetigung.zurUeberpruefungGeschickt'),
      ...(await this.liste.fuerBenutzer(user.id)),
    };
  }

  /**
   * 01 §4 steps ('Überprüfen', 'Verbesserung melden', 'Korrigiert und OK', hand in again): the rule
   * stapelablageUebergang decides; a user who is no party gets 404, a wrong step or the other party's
   * step 409 with its German text. The status changes only if it is still the one the rule saw.
   */
  async schritt(user: AuthUser, dto: StapelablageStatusDto): Promise<StapelablageAktionResponse> {
    const eintrag = await this.ablage.findOneBy({ id: dto.id });
    const uebergang = eintrag ? stapelablageUebergang(eintrag, user.id, dto.status) : null;
    if (!eintrag || !uebergang || (!uebergang.ok && uebergang.fehler === 'stapelablage.keinePartei')) {
      throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    }
    if (!uebergang.ok) throw new ApiException(HttpStatus.CONFLICT, uebergang.fehler);
    const { affected } = await this.ablage.update(
      { id: eintrag.id, status: eintrag.status },
      { status: uebergang.status, ist_korrigiert_und_ok: uebergang.ist_korrigiert_und_ok },
    );
    if (!affected) throw new ApiException(HttpStatus.CONFLICT, 'stapelablage.schrittUnzulaessig');
    const message =
      uebergang.status === 'Warten auf Überprüfung' ? t('bestaetigung.zurUeberpruefungGeschickt') : null;
    return { message, ...(await this.liste.fuerBenutzer(user.id)) };
  }
}
