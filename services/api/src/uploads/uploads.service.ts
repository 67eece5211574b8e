import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { hasUploadPermission, uploadPermissionUntil } from '@lernstapel/rules';
import { Uploaderlaubnis } from './entities/uploaderlaubnis.entity';

/** 01 §4: upload permissions a teacher grants a pupil for 2 hours. */
@Injectable()
export class UploadsService {
  constructor(@InjectRepository(Uploaderlaubnis) private readonly erlaubnisse: Repository<Uploaderlaubnis>) {}

  /** Stores a permission until now + 2 h and returns its end. */
  async grant(benutzerId: number, erteiltVon: number, now = new Date()): Promise<Date> {
    const erlaubtBis = uploadPermissionUntil(now);
    await this.erlaubnisse.insert({
      benutzer_id: benutzerId,
      erteilt_von_benutzer_id: erteiltVon,
      erlaubt_bis: erlaubtBis,
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
