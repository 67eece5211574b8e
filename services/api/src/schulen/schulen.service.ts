import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, In, Not, type EntityManager, type Repository } from 'typeorm';
import { sortByGerman } from '@lernstapel/rules';
import type { SchulDaten, SchuleSummary } from '@lernstapel/contracts';
import { DatenschutzService } from '../datenschutz/datenschutz.service';
import { ApiException } from '../common/api-exception';
import type { SchuleSpeichernDto } from './dto/schule-speichern.dto';
import { SchulAnsprechpartner } from './entities/schul-ansprechpartner.entity';
import { Schule } from './entities/schule.entity';
import {
  type AnsprechpartnerEingabe,
  NEUE_SCHULE,
  normaliseSchulEingabe,
  type SchulFelder,
  schulEingabeException,
  schulEingabeFehler,
} from './schul-eingabe';
import { toSchuleSummary } from './schule-summary.mapper';
import { transaktion } from '../database/transaktion';

const SCHUL_SPALTEN = {
  id: true,
  name1: true,
  name2: true,
  anschrift1: true,
  anschrift2: true,
  land: true,
  plz: true,
  ort: true,
  telefon1: true,
  email1: true,
  telefon2: true,
  email2: true,
  rechnungsanschrift1: true,
  rechnungsanschrift2: true,
  rechnungsplz: true,
  rechnungsort: true,
  rechnungsland: true,
  hauspost_domainname: true,
  lizenz_jahr: true,
} as const;

/**
 * The main administrator's schools (01 §2 admin tab 'Schulen', 01 §6) and, exported, what other
 * modules need of schools (the own school's dialog, registration, licence orders). Use cases that
 * span domains pass their transaction's EntityManager.
 */
@Injectable()
export class SchulenService {
  constructor(
    @InjectRepository(Schule) private readonly schulen: Repository<Schule>,
    @InjectRepository(SchulAnsprechpartner)
    private readonly ansprechpartner: Repository<SchulAnsprechpartner>,
    private readonly dataSource: DataSource,
    private readonly datenschutz: DatenschutzService,
  ) {}

  /** The ids of every school (the users module counts their users for the list). */
  async ids(): Promise<number[]> {
    const schulen = await this.schulen.find({ select: { id: true } });
    return schulen.map((schule) => schule.id);
  }

  /** Every school with all fields, its user count from `anzahlen` and contacts, by name (German order). */
  async all(anzahlen: ReadonlyMap<number, number> = new Map()): Promise<SchuleSummary[]> {
    const schulen = await this.schulen.find({ select: SCHUL_SPALTEN });
    const ids = schulen.map((schule) => schule.id);
    const partner = ids.length
      ? await this.ansprechpartner.find({
          select: { id: true, schule_id: true, namevoll: true, email: true },
          where: { schule_id: In(ids) },
          order: { id: 'ASC' },
        })
      : [];
    const summaries = schulen.map((schule) =>
      toSchuleSummary(
        schule,
        anzahlen.get(schule.id) ?? 0,
        partner.filter((eintrag) => eintrag.schule_id === schule.id),
      ),
    );
    return sortByGerman(summaries, (summary) => summary.name1);
  }

  /**
   * 01 §7 POST /api/schulen: creates (no id / id 0) or updates a school and replaces its contact
   * persons as a set, in one transaction. Everything is checked before the first write, so bad
   * input changes nothing.
   */
  async save(dto: SchuleSpeichernDto): Promise<void> {
    const eingabe = normaliseSchulEingabe(dto);
    const vorhanden = eingabe.id === null ? null : await this.existing(eingabe.id);
    const schule: SchulFelder = { ...(vorhanden?.felder ?? NEUE_SCHULE), ...eingabe.felder };
    const partner = eingabe.ansprechpartner ?? [];
    const ungueltig = schulEingabeException(
      schulEingabeFehler(schule, partner, vorhanden?.partnerIds ?? new Set()),
    );
    if (ungueltig) throw ungueltig;
    await transaktion(this.dataSource, async (manager) => {
      const schuleId = await this.writeSchool(manager, eingabe.id, schule);
      if (eingabe.ansprechpartner !== undefined) {
        await this.replaceContacts(manager, schuleId, eingabe.ansprechpartner);
      }
    });
  }

  /** 01 §6 / DEVIATIONS 5: deletes a school with its users and all their data (privacy map). */
  async delete(id: number): Promise<void> {
    const geloescht = await transaktion(
      this.dataSource,
      (manager) => this.datenschutz.loescheSchule(manager, id),
      'READ COMMITTED',
    );
    if (!geloescht) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
  }

  /** The school with every column, or null. */
  find(id: number): Promise<Schule | null> {
    return this.schulen.findOneBy({ id });
  }

  /** The school data dialog (01 §2): every field and the contact persons; 404 for an unknown id. */
  async schulDaten(id: number): Promise<SchulDaten> {
    const schule = await this.find(id);
    if (!schule) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    const partner = await this.ansprechpartner.find({ where: { schule_id: id }, order: { id: 'ASC' } });
    const { id: _id, anzahl_benutzer: _anzahl, ...daten } = toSchuleSummary(schule, 0, partner);
    return daten;
  }

  /** 01 §5: is the (normalised) e-mail some school's email1, inside the caller's transaction? Compared trimmed, case-insensitively. */
  emailTaken(manager: EntityManager, email: string): Promise<boolean> {
    return manager
      .createQueryBuilder(Schule, 'schule')
      .where('LOWER(TRIM(schule.email1)) = :email', { email })
      .getExists();
  }

  /** A new school from checked fields, inside the caller's transaction. */
  create(manager: EntityManager, felder: DeepPartial<Schule>): Promise<Schule> {
    return manager.save(manager.create(Schule, felder));
  }

  /**
   * The person who registered the school (01 §5) or ordered its licence as an individual (01 §6): its
   * registrant (issue 29: deleting them deletes the school when nobody else is left) and first contact.
   */
  async recordRegistrant(
    manager: EntityManager,
    schuleId: number,
    person: { id: number; namevoll: string; email: string | null },
  ): Promise<void> {
    await manager.update(Schule, { id: schuleId }, { registriert_von_benutzer_id: person.id });
    await manager.insert(SchulAnsprechpartner, {
      schule_id: schuleId,
      benutzer_id: person.id,
      namevoll: person.namevoll,
      email: person.email,
    });
  }

  /** Deletes school `id` inside the caller's transaction (the FK cascades to its users and contacts). */
  async deleteIn(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(Schule, { id });
  }

  private async existing(id: number): Promise<{ felder: SchulFelder; partnerIds: Set<number> }> {
    const schule = await this.schulen.findOne({ select: SCHUL_SPALTEN, where: { id } });
    if (!schule) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    const partner = await this.ansprechpartner.find({ select: { id: true }, where: { schule_id: id } });
    const { id: _id, ...felder } = schule;
    return { felder, partnerIds: new Set(partner.map((eintrag) => eintrag.id)) };
  }

  private async writeSchool(manager: EntityManager, id: number | null, schule: SchulFelder): Promise<number> {
    if (id === null) {
      const neu = await manager.save(manager.create(Schule, schule));
      return neu.id;
    }
    await manager.update(Schule, { id }, schule);
    return id;
  }

  /** Contacts not in the list are deleted, listed ones keep their id, id 0 ones are added. */
  private async replaceContacts(
    manager: EntityManager,
    schuleId: number,
    partner: readonly AnsprechpartnerEingabe[],
  ): Promise<void> {
    const behalten = partner.filter((eintrag) => eintrag.id !== 0).map((eintrag) => eintrag.id);
    await manager.delete(SchulAnsprechpartner, {
      schule_id: schuleId,
      ...(behalten.length ? { id: Not(In(behalten)) } : {}),
    });
    for (const eintrag of partner) {
      const felder = { namevoll: eintrag.namevoll, email: eintrag.email };
      if (eintrag.id === 0) {
        await manager.insert(SchulAnsprechpartner, { schule_id: schuleId, ...felder });
      } else {
        await manager.update(SchulAnsprechpartner, { id: eintrag.id, schule_id: schuleId }, felder);
      }
    }
  }
}
