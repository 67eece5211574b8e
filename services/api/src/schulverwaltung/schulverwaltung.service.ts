import { Injectable } from '@nestjs/common';
import type { SchuleSummary } from '@lernstapel/contracts';
import { SchulMitgliederService } from '../benutzer/schul-mitglieder.service';
import type { SchuleSpeichernDto } from '../schulen/dto/schule-speichern.dto';
import { SchulenService } from '../schulen/schulen.service';

/**
 * The main administrator's school list (01 §2 admin tab 'Schulen', 01 §7): the schools with the
 * number of their users. Above both the schools and the users module, which counts them (issue 24).
 */
@Injectable()
export class SchulverwaltungService {
  constructor(
    private readonly schulen: SchulenService,
    private readonly benutzer: SchulMitgliederService,
  ) {}

  async all(): Promise<SchuleSummary[]> {
    return this.schulen.all(await this.benutzer.countPerSchool(await this.schulen.ids()));
  }

  /** Creates or updates a school (SchulenService.save) and answers the new list. */
  async save(dto: SchuleSpeichernDto): Promise<SchuleSummary[]> {
    await this.schulen.save(dto);
    return this.all();
  }

  /** Deletes a school with its users and their data (SchulenService.delete) and answers the new list. */
  async delete(id: number): Promise<SchuleSummary[]> {
    await this.schulen.delete(id);
    return this.all();
  }
}
