import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { MonitoringStapel, SchwierigeKarte } from '@lernstapel/contracts';
import { quizPercentage } from '@lernstapel/rules';
import type { AuthUser } from '../../identitaet/auth-user';
import { BenutzerNamenService } from '../../benutzer/benutzer-namen.service';
import { AufgabenLesenService } from '../../unterrichtsmodule/aufgaben-lesen.service';
import { QuizAuswertungService } from '../../unterrichtsmodulteile/quiz/quiz-auswertung.service';
import { Stapelergebnis } from '../entities/stapelergebnis.entity';

/** How many hard cards an assignment lists. */
const SCHWIERIGSTE = 5;

const schluessel = (stapelId: number, benutzerId: number) => `${stapelId}/${benutzerId}`;

/**
 * The teacher's monitoring (01 §2): only their own assignments and their recipients. A pupil learns
 * an assignment in a copy of their own (the quiz saves only on own stacks), so a result counts for
 * the assignment when it is on the stack itself or on the pupil's copy of it.
 */
@Injectable()
export class MonitoringService {
  constructor(
    @InjectRepository(Stapelergebnis) private readonly ergebnisse: Repository<Stapelergebnis>,
    private readonly benutzer: BenutzerNamenService,
    private readonly aufgabenLesen: AufgabenLesenService,
    private readonly quizAuswertung: QuizAuswertungService,
  ) {}

  async monitoring(user: AuthUser): Promise<MonitoringStapel[]> {
    const { stapel, aufgaben } = await this.aufgabenLesen.vonLehrer(user.id);
    if (aufgaben.length === 0) return [];
    const stapelIds = [...new Set(aufgaben.map((aufgabe) => aufgabe.unterrichtsmodule_id))];
    const schuelerIds = [...new Set(aufgaben.map((aufgabe) => aufgabe.geteilt_mit_benutzer_id))];
    const kopien = await this.aufgabenLesen.kopien(stapelIds, schuelerIds);
    // The stack a result or answer counts for: the assignment itself, or the original of a copy.
    const original = new Map<number, number>(stapelIds.map((id) => [id, id]));
    for (const [kopie, von] of kopien) original.set(kopie, von);
    const gelernt = [...original.keys()];
    const ergebnisse = await this.ergebnisse.find({
      // Issue 23: a short re-run of the cards not known is no result of the stack.
      where: { benutzer_id: In(schuelerIds), unterrichtsmodul_id: In(gelernt), art: 'quiz' },
      order: { datum: 'ASC', id: 'ASC' },
    });
    const antworten = await this.quizAuswertung.nichtGewusst(schuelerIds, gelernt);
    const namen = await this.benutzer.anzeigenamen(schuelerIds);

    const laeufe = new Map<string, Stapelergebnis[]>();
    for (const ergebnis of ergebnisse) {
      const key = schluessel(original.get(ergebnis.unterrichtsmodul_id) ?? 0, ergebnis.benutzer_id);
      laeufe.set(key, [...(laeufe.get(key) ?? []), ergebnis]);
    }
    const bezeichnung = new Map(stapel.map((eintrag) => [eintrag.id, eintrag.bezeichnung]));
    return stapelIds.map((stapelId) => {
      const empfaenger = aufgaben.filter((aufgabe) => aufgabe.unterrichtsmodule_id === stapelId);
      const schueler = empfaenger.map(({ geteilt_mit_benutzer_id: id }) => {
        const liste = laeufe.get(schluessel(stapelId, id)) ?? [];
        const letztes = liste.at(-1);
        return {
          benutzer_id: id,
          name: namen.get(id) ?? '',
          letztes_ergebnis: letztes ? Number(letztes.ergebnis) : null,
          datum: letztes ? new Date(letztes.datum).toISOString() : null,
          anzahl_durchgaenge: liste.length,
        };
      });
      const ids = new Set(schueler.map((eintrag) => eintrag.benutzer_id));
      const nichtGewusst = new Map<string, Set<number>>();
      for (const antwort of antworten) {
        const { benutzerId } = antwort;
        if (original.get(antwort.stapelId) !== stapelId || !ids.has(benutzerId)) continue;
        const frage = (antwort.frage ?? '').trim();
        nichtGewusst.set(frage, (nichtGewusst.get(frage) ?? new Set()).add(benutzerId));
      }
      const schwierigste: SchwierigeKarte[] = [...nichtGewusst]
        .map(([frage, wer]) => ({
          frage,
          nicht_gewusst: wer.size,
          anteil: quizPercentage(schueler.length, wer.size),
        }))
        .sort((a, b) => b.nicht_gewusst - a.nicht_gewusst || a.frage.localeCompare(b.frage, 'de'))
        .slice(0, SCHWIERIGSTE);
      return {
        unterrichtsmodul_id: stapelId,
        bezeichnung: bezeichnung.get(stapelId) ?? '',
        aufgabe: empfaenger.find((aufgabe) => aufgabe.aufgabe)?.aufgabe ?? '',
        schueler,
        schwierigste_karten: schwierigste,
      };
    });
  }
}
