import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { hasUploadPermission, uploadPermissionUntil } from '@lernstapel/rules';
import { transaktion, zeileSperren } from '../database/transaktion';
import { Uploaderlaubnis } from './entities/uploaderlaubnis.entity';

/** 01 §4: upload permissions a teacher grants a pupil for 2 hours. */
@Injectable()
export class UploadsService {
  constructor(@InjectRepository(Uploaderlaubnis) private readonly erlaubnisse: Repository<Uploaderlaubnis>) {}

  /**
   * Stores a permission until now + 2 h and returns its end: one row per pupil, renewed by each grant.
   * The pupil's row lock first, so two grants at once (a double click, two teachers) cannot both
   * find none and insert two.
   */
  async grant(benutzerId: number, erteiltVon: number, now = new Date()): Promise<Date> {
    const erlaubtBis = uploadPermissionUntil(now);
    await transaktion(this.erlaubnisse.manager, async (manager) => {
      // By table name: the users' module imports this one, not the other way round.
      await zeileSperren(manager, 'benutzer', benutzerId);
      const felder = { erteilt_von_benutzer_id: erteiltVon, erlaubt_bis: erlaubtBis };
      const { affected } = await manager.update(Uploaderlaubnis, { benutzer_id: benutzerId }, felder);
      if (!affected) await manager.insert(Uploaderlaubnis, { benutzer_id: benutzerId, ...felder });
    });
    return erlaubtBis;
  }

  /** Pupil id → end of their latest still active permission (pupils without one are absent). */
  async activeUntil(benutzerIds: readonly number[], now = new Date()): Promise<Map<number, Date>> {
    const aktiv = new Map<number, Date>();
    if (benutzerIds.length === 0) return aktiv;
    const rows = await this.erlaubnisse.find({
      select: { id: true, benutzer_id: true, erlaubt_bis: true },
      where: { benutzer_id: In([...benutzerIds]) },
    });
    // Compared here, not in SQL: datetime parameters differ between SQLite and MariaDB.
    for (const row of rows.filter((erlaubnis) => hasUploadPermission(erlaubnis.erlaubt_bis, now))) {
      const bisher = aktiv.get(row.benutzer_id);
      if (!bisher || bisher.getTime() < row.erlaubt_bis.getTime())
        aktiv.set(row.benutzer_id, row.erlaubt_bis);
    }
    return aktiv;
  }
}
