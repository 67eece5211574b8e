import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { StapelListResponse, StapelSpeichernResponse } from '@lernstapel/contracts';
import { validateStack } from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { BenutzereinstellungenService } from '../benutzereinstellungen/benutzereinstellungen.service';
import { ApiException, throwIfRuleErrors } from '../common/api-exception';
import { blankToNull } from '../common/blank-to-null';
import { FlashcardsthemenService } from '../flashcardsthemen/flashcardsthemen.service';
import type { StapelSpeichernDto } from './dto/stapel-speichern.dto';
import { Unterrichtsmodul } from './entities/unterrichtsmodul.entity';
import { StapelAuskuenfte } from './stapel-auskuenfte';
import { StapelZugriffService } from './stapel-zugriff.service';
import { UnterrichtsmoduleService } from './unterrichtsmodule.service';
import { transaktion } from '../database/transaktion';

/** Creating, editing and deleting own stacks (01 §2 stack dialog, §5; 'Stapel löschen'). */
@Injectable()
export class StapelSchreibenService {
  constructor(
    private readonly access: StapelZugriffService,
    private readonly stapel: UnterrichtsmoduleService,
    private readonly themen: FlashcardsthemenService,
    private readonly einstellungen: BenutzereinstellungenService,
    private readonly auskuenfte: StapelAuskuenfte,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * 01 §5 stack dialog: title and category (validateStack; the category must exist). No id creates a
   * stack of the user; an id updates the user's own stack (non-owners 403, unreadable 404). The
   * folder: 'Neuer Ordner' (benutzerOrdner id 0 with a name) is created in the same transaction.
   */
  async speichern(user: AuthUser, dto: StapelSpeichernDto): Promise<StapelSpeichernResponse> {
    const eingabe = dto.unterrichtsModul;
    const bezeichnung = eingabe.bezeichnung.trim();
    throwIfRuleErrors(
      validateStack({ bezeichnung, flashcards_kategorie_id: eingabe.flashcards_kategorie_id }),
    );
    if (!(await this.themen.kategorieExistiert(eingabe.flashcards_kategorie_id))) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'unterrichtsmodule.kategorieUnbekannt');
    }
    const bestehend = eingabe.id ? await this.access.assertEigentuemer(user, eingabe.id) : null;
    const gespeichert = await transaktion(this.dataSource, async (manager) => {
      const benutzer_ordner_id = await this.ordnerFuer(manager, user, dto);
      const felder = {
        bezeichnung,
        flashcards_kategorie_id: eingabe.flashcards_kategorie_id,
        jahrgangsstufen: blankToNull(eingabe.jahrgangsstufen),
        faecher: blankToNull(eingabe.faecher),
        benutzer_ordner_id,
      };
      if (bestehend) {
        await manager.update(
          Unterrichtsmodul,
          { id: bestehend.id },
          { ...felder, datum_zuletztgeaendert: new Date() },
        );
        return bestehend.id;
      }
      return (await manager.save(manager.create(Unterrichtsmodul, { ...felder, eigentuemer_id: user.id })))
        .id;
    });
    return {
      unterrichtsmodul: await this.stapel.ownItem(gespeichert),
      unterrichtsmodule: (await this.stapel.ownStacks(user.id)).unterrichtsmodule,
      benutzerordner: await this.auskuenfte.ordner.ordnerListe(user.id, (ordnerIds) =>
        this.stapel.anzahlProOrdner(user.id, ordnerIds),
      ),
    };
  }

  /**
   * 'Stapel löschen' (owner only): the stack and, by the foreign keys' cascades, its cards, quiz
   * results, shares (mailbox entries), team members, hand-ins and races; exams keep their rows
   * without the stack (SET NULL), copies keep theirs without the source. Nobody keeps it as the
   * last-used stack. Answers the own list.
   */
  async loeschen(user: AuthUser, id: number): Promise<StapelListResponse> {
    const modul = await this.access.assertEigentuemer(user, id);
    await transaktion(this.dataSource, async (manager) => {
      await this.einstellungen.stapelVergessen(manager, modul.id);
      await manager.delete(Unterrichtsmodul, { id: modul.id });
    });
    return this.stapel.ownStacks(user.id);
  }

  private async ordnerFuer(
    manager: EntityManager,
    user: AuthUser,
    dto: StapelSpeichernDto,
  ): Promise<number | null> {
    const wahl = dto.benutzerOrdner;
    const ordner = this.auskuenfte.ordner;
    if (wahl && wahl.id === 0) return ordner.neuerOrdner(manager, user.id, wahl.name ?? '');
    return ordner.ordnerZumSpeichern(
      manager,
      user.id,
      wahl ? wahl.id : dto.unterrichtsModul.benutzer_ordner_id,
    );
  }
}
