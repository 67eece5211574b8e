import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { FachZahlen, Stapelergebnis as StapelergebnisAntwort } from '@lernstapel/contracts';
import { quizPercentage } from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException } from '../common/api-exception';
import { isUniqueViolation } from '../common/database-errors';
import { type LesbarerStapel, StapelZugriffService } from '../unterrichtsmodule/stapel-zugriff.service';
import { UnterrichtsmoduleService } from '../unterrichtsmodule/unterrichtsmodule.service';
import { QuizService } from '../unterrichtsmodulteile/quiz/quiz.service';
import { UnterrichtsmodulteileService } from '../unterrichtsmodulteile/unterrichtsmodulteile.service';
import type { StapelergebnisDto } from './dto/stapelergebnis.dto';
import { Stapelergebnis } from './entities/stapelergebnis.entity';
import { transaktion } from '../database/transaktion';

/** The (benutzer_id, anfrage_id) key: the same run id again is a replay. */
const ERGEBNIS_EINDEUTIG = {
  mysql: 'UQ_stapelergebnis_benutzer_id_anfrage_id',
  sqlite: 'stapelergebnis.anfrage_id',
};

function antwort(ergebnis: Stapelergebnis): StapelergebnisAntwort {
  return {
    id: ergebnis.id,
    datum: new Date(ergebnis.datum).toISOString(),
    ergebnis: Number(ergebnis.ergebnis),
    anzahl_karten_insg: ergebnis.anzahl_karten_insg,
    art: ergebnis.art === 'erneut' ? 'erneut' : 'quiz',
  };
}

/** Quiz results (02 §3 stapelergebnis, §9): saved after the last card of the owner's quiz, listed for the chart. */
@Injectable()
export class StapelergebnisseService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: StapelZugriffService,
    private readonly stapel: UnterrichtsmoduleService,
    private readonly karten: UnterrichtsmodulteileService,
    private readonly quiz: QuizService,
  ) {}

  /** The user's results of a readable stack, oldest first (the history chart). */
  async verlauf(user: AuthUser, stapelId: number): Promise<StapelergebnisAntwort[]> {
    const { modul } = await this.access.assertCanRead(user, stapelId);
    return this.liste(user.id, modul.id);
  }

  /**
   * Saves a run of the owner's quiz with the percentage of the rule, and the stack's last-quiz date.
   * A run id seen before adds nothing (a replay from the offline queue).
   */
  async speichern(user: AuthUser, dto: StapelergebnisDto): Promise<StapelergebnisAntwort[]> {
    const modul = await this.eigenerStapel(user, dto.unterrichtsmodul_id);
    const karten = await this.karten.anzahlKarten(modul.id);
    if (dto.anzahl_richtig > dto.anzahl_karten_insg || dto.anzahl_karten_insg > karten) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'quiz.ergebnisUngueltig');
    }
    try {
      // Lock order: the stack row first (exclusive), then the result. Inserting first took a shared
      // lock on the stack for the foreign key, and two identical saves then both waited to update it.
      await transaktion(this.dataSource, async (manager) => {
        await this.stapel.quizGespeichert(manager, modul.id);
        await manager.insert(Stapelergebnis, {
          unterrichtsmodul_id: modul.id,
          benutzer_id: user.id,
          ergebnis: quizPercentage(dto.anzahl_karten_insg, dto.anzahl_richtig),
          anzahl_karten_insg: dto.anzahl_karten_insg,
          anfrage_id: dto.anfrage_id,
          art: dto.art ?? 'quiz',
        });
      });
    } catch (error) {
      if (!isUniqueViolation(error, ERGEBNIS_EINDEUTIG)) throw error;
    }
    return this.liste(user.id, modul.id);
  }

  /**
   * 02 §4 stack reset: every card back to box 1 and its FSRS schedule anew (the quiz's part), the
   * stack's results deleted, in one transaction. Owner only. Answers the cards per box.
   */
  async zuruecksetzen(user: AuthUser, stapelId: number): Promise<FachZahlen> {
    const modul = await this.eigenerStapel(user, stapelId);
    await transaktion(this.dataSource, async (manager) => {
      await this.quiz.neuBeginnen(manager, modul.id);
      await manager.delete(Stapelergebnis, { unterrichtsmodul_id: modul.id });
    });
    return this.quiz.faecher(modul.id);
  }

  /** The owner's stack; a stack the user may not read is 404, one they only read is 403. */
  private async eigenerStapel(user: AuthUser, stapelId: number): Promise<LesbarerStapel['modul']> {
    const { modul, zugang } = await this.access.assertVisible(user, stapelId);
    if (zugang !== 'eigentuemer') throw new ApiException(HttpStatus.FORBIDDEN, 'quiz.nurEigenerStapel');
    return modul;
  }

  private async liste(benutzerId: number, stapelId: number): Promise<StapelergebnisAntwort[]> {
    const ergebnisse = await this.dataSource.getRepository(Stapelergebnis).find({
      where: { unterrichtsmodul_id: stapelId, benutzer_id: benutzerId },
      order: { datum: 'ASC', id: 'ASC' },
    });
    return ergebnisse.map(antwort);
  }
}
