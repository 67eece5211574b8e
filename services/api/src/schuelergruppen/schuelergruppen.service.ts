import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type FindOptionsWhere, In, IsNull, type Repository } from 'typeorm';
import type { SchuelerGruppe } from '@lernstapel/contracts';
import { sortByGerman, validateGroup } from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException, throwIfRuleErrors } from '../common/api-exception';
import { KlassenLesenService } from '../benutzer/klassen-lesen.service';
import { classReadableBy, notFound, ownClassOf } from '../benutzer/own-class';
import type { KlassenScope } from '../benutzer/school-scope.service';
import type { SchuelerGruppeSpeichernDto } from './dto/schueler-gruppe-speichern.dto';
import { SchuelerInGruppe } from './entities/schueler-in-gruppe.entity';
import { Schuelergruppe } from './entities/schuelergruppe.entity';
import { toSchuelerGruppe } from './schueler-gruppe.mapper';
import { transaktion } from '../database/transaktion';

/** Pupil groups of a class (01 §2 'Gruppen', §3, §9). */
@Injectable()
export class SchuelergruppenService {
  constructor(
    @InjectRepository(Schuelergruppe) private readonly gruppen: Repository<Schuelergruppe>,
    @InjectRepository(SchuelerInGruppe) private readonly mitglieder: Repository<SchuelerInGruppe>,
    private readonly benutzer: KlassenLesenService,
    private readonly dataSource: DataSource,
  ) {}

  /** GET /api/schuelergruppen/{klassen_code}: the class's own teachers (01 §6); by name. */
  async ofClass(user: AuthUser, klassenCode: string): Promise<SchuelerGruppe[]> {
    if (user.rolle !== 'teacher') throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    return this.groupsOf(classReadableBy(user, klassenCode));
  }

  /** GET /api/schuelergruppen/meine: the pupil's groups; members shown: only the pupil (01 §6). */
  async mine(user: AuthUser): Promise<SchuelerGruppe[]> {
    const eigene = await this.mitglieder.find({
      select: { id: true, schueler_gruppe_id: true },
      where: { benutzer_id: user.id },
    });
    if (eigene.length === 0) return [];
    const gruppen = await this.gruppen.find({
      where: { id: In(eigene.map((row) => row.schueler_gruppe_id)) },
    });
    const liste = gruppen.map((gruppe) => toSchuelerGruppe(gruppe, [user.id]));
    return sortByGerman(liste, (gruppe) => gruppe.bezeichnung);
  }

  /**
   * POST /api/schuelergruppen: creates (no id / 0) or renames a group of the own class and sets
   * its members. Name and members are checked before the first write.
   */
  async save(user: AuthUser, dto: SchuelerGruppeSpeichernDto): Promise<SchuelerGruppe[]> {
    const klasse = ownClassOf(user);
    // Another class (also another school's) answers like an unknown one.
    if (dto.klassen_code !== klasse.klassen_code) throw notFound();
    const bezeichnung = dto.bezeichnung.trim();
    const fehler = validateGroup({ bezeichnung });
    throwIfRuleErrors(fehler);
    const ids = [...new Set(dto.schuelerids)];
    await transaktion(this.dataSource, async (manager) => {
      const gueltig = ids.length ? await this.benutzer.countPupilsOf(manager, klasse, ids) : 0;
      if (gueltig !== ids.length) {
        throw new ApiException(HttpStatus.BAD_REQUEST, 'server.gruppe.mitgliedNichtInKlasse');
      }
      let gruppeId: number;
      if (dto.id) {
        const gruppe = await manager.findOne(Schuelergruppe, {
          where: { ...this.inClass(klasse), id: dto.id },
        });
        if (!gruppe) throw notFound();
        gruppeId = gruppe.id;
        await manager.update(Schuelergruppe, { id: gruppeId }, { bezeichnung });
        await manager.delete(SchuelerInGruppe, { schueler_gruppe_id: gruppeId });
      } else {
        const neu = await manager.save(
          manager.create(Schuelergruppe, {
            bezeichnung,
            klassen_code: klasse.klassen_code,
            schule_id: klasse.schule_id,
          }),
        );
        gruppeId = neu.id;
      }
      if (ids.length) {
        await manager.insert(
          SchuelerInGruppe,
          ids.map((benutzerId) => ({ benutzer_id: benutzerId, schueler_gruppe_id: gruppeId })),
        );
      }
    });
    return this.groupsOf(klasse);
  }

  /** POST /api/schuelergruppen/delete: a group of the own class (memberships cascade). */
  async delete(user: AuthUser, id: number): Promise<SchuelerGruppe[]> {
    const klasse = ownClassOf(user);
    const gruppe = await this.gruppen.findOne({
      select: { id: true },
      where: { ...this.inClass(klasse), id },
    });
    if (!gruppe) throw notFound();
    await this.gruppen.delete({ id: gruppe.id });
    return this.groupsOf(klasse);
  }

  /**
   * 01 §2 share with groups: the members of `gruppenIds`, or null when one of them is not the user's
   * to share with — teachers: groups of the own school (an individual: of the own class); pupils: the
   * groups they belong to.
   */
  async mitgliederZumTeilen(user: AuthUser, gruppenIds: readonly number[]): Promise<number[] | null> {
    const ids = [...new Set(gruppenIds)];
    if (ids.length === 0) return [];
    const gruppen = await this.gruppen.find({
      select: { id: true, schule_id: true, klassen_code: true },
      where: { id: In(ids) },
    });
    const rows = await this.mitglieder.find({ where: { schueler_gruppe_id: In(ids) } });
    const erlaubt = gruppen.filter((gruppe) => {
      if (user.rolle === 'pupil')
        return rows.some((row) => row.schueler_gruppe_id === gruppe.id && row.benutzer_id === user.id);
      if (user.rolle !== 'teacher') return false;
      if (user.schule_id !== null) return gruppe.schule_id === user.schule_id;
      return gruppe.schule_id === null && gruppe.klassen_code === user.klassen_code;
    });
    if (erlaubt.length !== ids.length) return null;
    return [...new Set(rows.map((row) => row.benutzer_id))];
  }

  private inClass(klasse: KlassenScope): FindOptionsWhere<Schuelergruppe> {
    return {
      klassen_code: klasse.klassen_code,
      schule_id: klasse.schule_id === null ? IsNull() : klasse.schule_id,
    };
  }

  private async groupsOf(klasse: KlassenScope): Promise<SchuelerGruppe[]> {
    const gruppen = await this.gruppen.find({ where: this.inClass(klasse) });
    const rows = gruppen.length
      ? await this.mitglieder.find({ where: { schueler_gruppe_id: In(gruppen.map((gruppe) => gruppe.id)) } })
      : [];
    const liste = gruppen.map((gruppe) =>
      toSchuelerGruppe(
        gruppe,
        rows.filter((row) => row.schueler_gruppe_id === gruppe.id).map((row) => row.benutzer_id),
      ),
    );
    return sortByGerman(liste, (gruppe) => gruppe.bezeichnung);
  }
}
