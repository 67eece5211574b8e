import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { GeteilterStapelItem, GeteilteStapelResponse } from '@lernstapel/contracts';
import { stapelSperre } from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { BenutzerNamenService } from '../benutzer/benutzer-namen.service';
import { GeteilterStapel } from './entities/geteilter-stapel.entity';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { KEINE_KARTEN, StapelAuskuenfte } from './stapel-auskuenfte';
import { StapelSperreService } from './stapel-sperre.service';

/** The mailbox (Briefkasten, 01 §2/§3 share): stacks shared with a user. Read side only. */
@Injectable()
export class GeteilteStapelService {
  constructor(
    @InjectRepository(GeteilterStapel) private readonly geteilt: Repository<GeteilterStapel>,
    @InjectRepository(Unterrichtsmodul) private readonly module: Repository<Unterrichtsmodul>,
    private readonly benutzer: BenutzerNamenService,
    private readonly auskuenfte: StapelAuskuenfte,
    private readonly sperre: StapelSperreService,
  ) {}

  /**
   * One item per share row with the user as recipient, newest share first (equal times: newest row);
   * `gesperrt` when an exam or race in progress locks the stack's cards for the user (issue 22 §1), so
   * that the device store (issue 27) does not ask for them.
   */
  async fuerBenutzer(user: AuthUser): Promise<GeteilteStapelResponse> {
    const benutzerId = user.id;
    const shares = await this.geteilt.find({
      where: { geteilt_mit_benutzer_id: benutzerId },
      order: { geteilt_am: 'DESC', id: 'DESC' },
    });
    const stapelIds = [...new Set(shares.map((share) => share.unterrichtsmodule_id))];
    const module = stapelIds.length
      ? await this.module.find({
          select: { id: true, bezeichnung: true, eigentuemer_id: true, ist_kopie_von_umodul_id: true },
          where: { id: In(stapelIds) },
        })
      : [];
    const modulById = new Map(module.map((modul) => [modul.id, modul]));
    const anzahlen = await this.auskuenfte.karten.kartenAnzahlen(stapelIds);
    const namen = await this.benutzer.anzeigenamen(module.map((modul) => modul.eigentuemer_id));
    const sperren = module.length ? await this.sperre.sperrenVon(user) : [];
    const ist_schueler = user.rolle === 'pupil';
    const items: GeteilterStapelItem[] = [];
    for (const share of shares) {
      // The foreign key cascades, so a share always has its stack; skip one deleted in between.
      const modul = modulById.get(share.unterrichtsmodule_id);
      if (!modul) continue;
      items.push({
        id: share.id,
        unterrichtsmodule_id: share.unterrichtsmodule_id,
        bezeichnung: modul.bezeichnung,
        eigentuemer: namen.get(modul.eigentuemer_id) ?? '',
        anzahl_modulteile: (anzahlen.get(modul.id) ?? KEINE_KARTEN).anzahl_modulteile,
        ist_aufgabe: share.ist_aufgabe,
        aufgabe: share.aufgabe,
        aufgabe_abgabe_bis: share.aufgabe_abgabe_bis,
        geteilt_am: share.geteilt_am.toISOString(),
        gesperrt: stapelSperre({ benutzerId, ist_schueler, stapel: modul, sperren }) !== null,
      });
    }
    return { allegeteilteFuerBenutzer: items };
  }
}
