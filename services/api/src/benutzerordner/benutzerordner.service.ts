import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type { BenutzerordnerResponse, OrdnerStapelResponse } from '@lernstapel/contracts';
import { validateAddToFolder } from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException, throwIfRuleErrors } from '../common/api-exception';
import { UnterrichtsmoduleService } from '../unterrichtsmodule/unterrichtsmodule.service';
import type { BenutzerordnerSpeichernDto, OrdnerStapelDto } from './dto/benutzerordner.dto';
import { Benutzerordner } from './entities/benutzerordner.entity';
import { OrdnerWahlService } from './ordner-wahl.service';
import { transaktion } from '../database/transaktion';

/** The user's folders (01 §3, §4, §5): list, create/rename, delete, put stacks in. */
@Injectable()
export class BenutzerordnerService {
  constructor(
    @InjectRepository(Benutzerordner) private readonly ordner: Repository<Benutzerordner>,
    private readonly stapel: UnterrichtsmoduleService,
    private readonly wahl: OrdnerWahlService,
    private readonly dataSource: DataSource,
  ) {}

  /** GET /api/benutzerordner/{userId}: the own folders with their stack counts, by name. */
  async liste(benutzerId: number): Promise<BenutzerordnerResponse> {
    return {
      benutzerordner: await this.wahl.ordnerListe(benutzerId, (ordnerIds) =>
        this.stapel.anzahlProOrdner(benutzerId, ordnerIds),
      ),
    };
  }

  /** 01 §5: a required name, unique among the user's folders case-insensitively (validateFolderName). */
  async speichern(user: AuthUser, dto: BenutzerordnerSpeichernDto): Promise<BenutzerordnerResponse> {
    await transaktion(this.dataSource, (manager) => this.wahl.ordnerSpeichern(manager, user.id, dto));
    return this.liste(user.id);
  }

  /**
   * 01 §4: deleting a folder keeps its stacks; the foreign key (SET NULL) returns them to the
   * unfoldered list. Sub-folders go with it (CASCADE), their stacks likewise unfoldered.
   */
  async loeschen(user: AuthUser, id: number): Promise<BenutzerordnerResponse> {
    const { affected } = await this.ordner.delete({ id, benutzer_id: user.id });
    if (!affected) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    return this.liste(user.id);
  }

  /** 01 §5: at least one own stack into an own folder, or (null / -99) out of its folder. */
  async stapelEinordnen(user: AuthUser, dto: OrdnerStapelDto): Promise<OrdnerStapelResponse> {
    const ids = [...new Set(dto.unterrichtsmodule_ids)];
    throwIfRuleErrors(validateAddToFolder(ids));
    await transaktion(this.dataSource, async (manager) => {
      const ordnerId = await this.wahl.ordnerZumSpeichern(manager, user.id, dto.id);
      await this.stapel.inOrdner(manager, user.id, ids, ordnerId);
    });
    return {
      ...(await this.liste(user.id)),
      unterrichtsmodule: (await this.stapel.ownStacks(user.id)).unterrichtsmodule,
    };
  }
}
