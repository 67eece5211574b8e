import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { sortByGerman } from '@lernstapel/rules';
import type { BenutzerAdminZeile, KlassenSchueler } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { joinSchule } from '../schulen/schule-join';
import { toBenutzerAdminZeile } from './benutzer-admin-zeile.mapper';
import { Benutzer } from './entities/benutzer.entity';
import { toKlassenSchueler } from './klassen-schueler.mapper';
import { notFound, pupilsOf } from './own-class';
import type { KlassenScope } from './school-scope.service';
import { UploadsService } from '../uploads/uploads.service';

const ADMIN_SPALTEN = [
  'id',
  'benutzername',
  'namevoll',
  'email',
  'anmeldecode',
  'schule_id',
  'ist_main_admin',
  'ist_schueler',
  'ist_gesperrt',
].map((spalte) => `benutzer.${spalte}`);

@Injectable()
export class BenutzerService {
  constructor(
    @InjectRepository(Benutzer) private readonly benutzer: Repository<Benutzer>,
    private readonly uploads: UploadsService,
  ) {}

  /** 01 §2 Klasse tab: the pupils of a class with their login codes, by username. */
  async pupilsOfClass(user: AuthUser, klassenCode: string): Promise<KlassenSchueler[]> {
    return this.pupilsOfScope(await this.classWithCodes(user, klassenCode));
  }

  /**
   * DEVIATIONS 2: the table carries login codes, so it goes only to the class's own teacher and the
   * administrators of its school (kann_lehrpersonen_bearbeiten). Every other teacher gets 404, as for a
   * class that does not exist (the route is for teachers; main administrators see codes under /alle).
   */
  private async classWithCodes(user: AuthUser, klassenCode: string): Promise<KlassenScope> {
    if (user.klassen_code === klassenCode) return { klassen_code: klassenCode, schule_id: user.schule_id };
    if (user.kann_lehrpersonen_bearbeiten && user.schule_id !== null) {
      const klasse = { klassen_code: klassenCode, schule_id: user.schule_id };
      if (await this.benutzer.existsBy(klasse)) return klasse;
    }
    throw notFound();
  }

  /** The Klasse table of a class already checked by the caller, with active upload permissions. */
  async pupilsOfScope(klasse: KlassenScope): Promise<KlassenSchueler[]> {
    const schueler = await this.benutzer.find({
      select: {
        id: true,
        benutzername: true,
        namevoll: true,
        email: true,
        anmeldecode: true,
        ist_gesperrt: true,
        kann_stapel_veroeffentlichen: true,
      },
      where: pupilsOf(klasse),
    });
    const uploads = await this.uploads.activeUntil(schueler.map((row) => row.id));
    const zeilen = schueler.map((row) => toKlassenSchueler(row, uploads.get(row.id) ?? null));
    return sortByGerman(zeilen, (row) => row.benutzername);
  }

  /** 01 §2 admin tab 'Benutzer': every user (main administrators too), by school, then username. */
  allForMainAdmin(): Promise<BenutzerAdminZeile[]> {
    return this.adminRows(false);
  }

  /** 01 §7 GET /api/benutzer/admin: the main administrators. */
  mainAdmins(): Promise<BenutzerAdminZeile[]> {
    return this.adminRows(true);
  }

  /** The rows with their school's name, in one query. */
  private async adminRows(nurMainAdmins: boolean): Promise<BenutzerAdminZeile[]> {
    const query = joinSchule(this.benutzer.createQueryBuilder('benutzer').select(ADMIN_SPALTEN), 'benutzer', [
      'name1',
    ]);
    if (nurMainAdmins) query.where({ ist_main_admin: true });
    const benutzer = await query.getMany();
    // Stable sorts, last key first: username, then school id (schools of the same name stay
    // apart), then the school's name; users without a school come first.
    const nachName = sortByGerman(benutzer.map(toBenutzerAdminZeile), (zeile) => zeile.benutzername);
    const nachSchulId = [...nachName].sort((a, b) => (a.schule_id ?? 0) - (b.schule_id ?? 0));
    return sortByGerman(nachSchulId, (zeile) => zeile.schule ?? '');
  }
}
