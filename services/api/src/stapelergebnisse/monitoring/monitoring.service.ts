import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import type { MonitoringStapel, SchwierigeKarte } from '@lernstapel/contracts';
import { quizPercentage } from '@lernstapel/rules';
import type { AuthUser } from '../../auth/auth-user';
import { BenutzerLesenService } from '../../benutzer/benutzer-lesen.service';
import { GeteilterStapel } from '../../unterrichtsmodule/entities/geteilter-stapel.entity';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Stapelergebnis } from '../../unterrichtsmodulteile/entities/stapelergebnis.entity';
import { Quizantwort } from '../../unterrichtsmodulteile/quiz/entities/quizantwort.entity';

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly benutzer: BenutzerLesenService,
  ) {}

  async monitoring(user: AuthUser): Promise<MonitoringStapel[]> {
    const manager = this.dataSource.manager;
    const stapel = await manager.find(Unterrichtsmodul, {
      select: { id: true, bezeichnung: true },
      where: { eigentuemer_id: user.id },
    });
    const aufgaben = await manager.find(GeteilterStapel, {
      where: { unterrichtsmodule_id: In(stapel.map((eintrag) => eintrag.id)), ist_aufgabe: true },
      order: { id: 'ASC' },
    });
    if (aufgaben.length === 0) return [];
    const stapelIds = [...new Set(aufgaben.map((aufgabe) => aufgabe.unterrichtsmodule_id))];
    const schuelerIds = [...new Set(aufgaben.map((aufgabe) => aufgabe.geteilt_mit_benutzer_id))];
    const kopien = await manager.find(Unterrichtsmodul, {
      select: { id: true, ist_kopie_von_umodul_id: true },
      where: { ist_kopie_von_umodul_id: In(stapelIds), eigentuemer_id: In(schuelerIds) },
    });
    // The stack a result or answer counts for: the assignment itself, or the original of a copy.
    const original = new Map<number, number>(stapelIds.map((id) => [id, id]));
    for (const kopie of kopien) original.set(kopie.id, kopie.ist_kopie_von_umodul_id ?? kopie.id);
    const gelernt = [...original.keys()];
    const ergebnisse = await manager.find(Stapelergebnis, {
      where: { benutzer_id: In(schuelerIds), unterrichtsmodul_id: In(gelernt) },
      order: { datum: 'ASC', id: 'ASC' },
    });
    const antworten = await manager
      .createQueryBuilder(Quizantwort, 'antwort')
      .innerJoin('unterrichtsmodulteil', 'teil', 'teil.id = antwort.unterrichtsmodulteil_id')
      .select('antwort.unterrichtsmodul_id', 'stapel')
      .addSelect('antwort.benutzer_id', 'benutzer')
      .addSelect('teil.frage', 'frage')
      .where('antwort.benutzer_id IN (:...schuelerIds)', { schuelerIds })
      .andWhere('antwort.unterrichtsmodul_id IN (:...gelernt)', { gelernt })
      .andWhere('antwort.gewusst = :nein', { nein: false })
      .getRawMany<{ stapel: number | string; benutzer: number | string; frage: string | null }>();
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
        const benutzerId = Number(antwort.benutzer);
        if (original.get(Number(antwort.stapel)) !== stapelId || !ids.has(benutzerId)) continue;
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
