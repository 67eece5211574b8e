import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Repository } from 'typeorm';
import type { StapelablageItem, StapelablageResponse } from '@lernstapel/contracts';
import { stapelablageAktion } from '@lernstapel/rules';
import { BenutzerNamenService } from '../benutzer/benutzer-namen.service';
import { UnterrichtsmoduleService } from '../unterrichtsmodule/unterrichtsmodule.service';
import { Stapelablage } from './entities/stapelablage.entity';
import { OFFEN } from './offene-ablage';

/** The hand-in list (stapelablage, 01 §3/§4). Read side only. */
@Injectable()
export class StapelablageService {
  constructor(
    @InjectRepository(Stapelablage) private readonly ablage: Repository<Stapelablage>,
    private readonly stapel: UnterrichtsmoduleService,
    private readonly benutzer: BenutzerNamenService,
  ) {}

  /**
   * The records the user is a party of, as sender (stapel_absender_id) or as reviewer
   * (stapel_eigentuemer_id), without 'Fertig' (01 §4: hidden), newest first, each with what the user
   * can do now (stapelablageAktion).
   */
  async fuerBenutzer(benutzerId: number): Promise<StapelablageResponse> {
    const eintraege = await this.ablage.find({
      where: [
        { stapel_absender_id: benutzerId, status: OFFEN },
        { stapel_eigentuemer_id: benutzerId, status: OFFEN },
      ],
      order: { erstellt_am: 'DESC', id: 'DESC' },
    });
    const bezeichnungen = await this.stapel.bezeichnungen(
      eintraege.map((eintrag) => eintrag.unterrichtsmodule_id),
    );
    const namen = await this.benutzer.anzeigenamen(
      eintraege.flatMap((eintrag) => [eintrag.stapel_absender_id, eintrag.stapel_eigentuemer_id]),
    );
    const items: StapelablageItem[] = [];
    for (const eintrag of eintraege) {
      // The foreign key cascades, so a record always has its stack; skip one deleted in between.
      const bezeichnung = bezeichnungen.get(eintrag.unterrichtsmodule_id);
      if (bezeichnung === undefined) continue;
      items.push({
        id: eintrag.id,
        unterrichtsmodule_id: eintrag.unterrichtsmodule_id,
        bezeichnung,
        stapel_eigentuemer_id: eintrag.stapel_eigentuemer_id,
        stapel_absender_id: eintrag.stapel_absender_id,
        status: eintrag.status,
        ist_korrigiert_und_ok: eintrag.ist_korrigiert_und_ok,
        absender: namen.get(eintrag.stapel_absender_id) ?? '',
        eigentuemer: namen.get(eintrag.stapel_eigentuemer_id) ?? '',
        aktion: stapelablageAktion(eintrag, benutzerId),
        erstellt_am: eintrag.erstellt_am.toISOString(),
      });
    }
    return { stapelablage: items };
  }
}
