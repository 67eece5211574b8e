import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { KopierenResponse } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../../identitaet/auth-user';
import { OrdnerWahlService } from '../../benutzerordner/ordner-wahl.service';
import { ApiException } from '../../common/api-exception';
import { FlashcardsthemenService } from '../../flashcardsthemen/flashcardsthemen.service';
import { UnterrichtsmodulteileService } from '../../unterrichtsmodulteile/unterrichtsmodulteile.service';
import { StapelZugriffService } from '../../unterrichtsmodule/stapel-zugriff.service';
import { UnterrichtsmoduleService } from '../../unterrichtsmodule/unterrichtsmodule.service';
import type { KopierenDto } from './dto/kopieren.dto';
import { transaktion } from '../../database/transaktion';

/** Copying a stack into the own stacks: from the mailbox (01 §2) or the global library (02 §2, §5, §7). */
@Injectable()
export class KopierenService {
  constructor(
    private readonly access: StapelZugriffService,
    private readonly stapel: UnterrichtsmoduleService,
    private readonly karten: UnterrichtsmodulteileService,
    private readonly themen: FlashcardsthemenService,
    private readonly ordner: OrdnerWahlService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * The copy belongs to the copier (ist_kopie_von_umodul_id = the source), with every card (box 1,
   * no marks, authored by the copier), not shared, not published, not in team editing. Who may: every
   * reader but a hand-in reviewer (rule stapelRechte: kopieren). Unreadable stacks are 404.
   */
  async kopieren(user: AuthUser, dto: KopierenDto): Promise<KopierenResponse> {
    if (dto.eigentuemer_id !== undefined && dto.eigentuemer_id !== user.id) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'unterrichtsmodule.fremderEigentuemer');
    }
    const { modul: quelle, zugang } = await this.access.assertKartenLesbar(user, dto.ist_kopie_von_umodul_id);
    if (!this.access.rechte(user, zugang).kopieren) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'unterrichtsmodule.nichtKopierbar');
    }
    const kategorieId = dto.flashcards_kategorie_id ?? quelle.flashcards_kategorie_id;
    if (kategorieId !== null && !(await this.themen.kategorieExistiert(kategorieId))) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'unterrichtsmodule.kategorieUnbekannt');
    }
    const kopieId = await transaktion(this.dataSource, async (manager) => {
      const ordnerId = await this.ordner.ordnerZumSpeichern(manager, user.id, dto.benutzer_ordner_id);
      const kopie = await this.stapel.kopieAnlegen(manager, quelle, {
        eigentuemer_id: user.id,
        flashcards_kategorie_id: kategorieId,
        benutzer_ordner_id: ordnerId,
      });
      await this.karten.kartenKopieren(manager, quelle.id, kopie, user.id);
      return kopie;
    });
    return {
      message: t('globalemodule.kopiert', { user_content: quelle.bezeichnung }),
      unterrichtsmodul: await this.stapel.ownItem(kopieId),
    };
  }
}
