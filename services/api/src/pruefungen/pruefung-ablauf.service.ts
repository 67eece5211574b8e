import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, type Repository } from 'typeorm';
import type { PruefungsAntwort, SchuelerInPruefungZeile } from '@lernstapel/contracts';
import {
  pruefungSchritt,
  type PruefungSchritt,
  shuffledLabelNumbers,
  ANSWER_MODE,
  answerModeOf,
} from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { KlassenLesenService } from '../benutzer/klassen-lesen.service';
import { BenutzerablenkungenService } from '../benutzer/benutzerablenkungen/benutzerablenkungen.service';
import { ApiException } from '../common/api-exception';
import { isUniqueViolation } from '../common/database-errors';
import { Pruefungsteil } from './entities/pruefungsteil.entity';
import { SchuelerInPruefung } from './entities/schueler-in-pruefung.entity';
import { SchuelerInPruefungsteil } from './entities/schueler-in-pruefungsteil.entity';
import { PruefungZugriffService } from './pruefung-zugriff.service';
import { karteVon } from './pruefungsteil-karte';
import { antwortSpalten, beschriftungenGueltig, toSchuelerZeile } from './schueler-antwort.mapper';
import { transaktion } from '../database/transaktion';

/** Does the stored answer hold exactly these columns' values already? */
function unveraendert(
  gespeichert: SchuelerInPruefungsteil,
  spalten: Partial<SchuelerInPruefungsteil>,
): boolean {
  return Object.entries(spalten).every(
    ([spalte, wert]) => gespeichert[spalte as keyof SchuelerInPruefungsteil] === wert,
  );
}

/**
 * A pupil taking an exam (02 §4): Start, answers saved as they type, hand-in; and the class overview.
 * Every step goes through the status machine pruefungSchritt; a refused step is a German 409.
 */
@Injectable()
export class PruefungAblaufService {
  constructor(
    @InjectRepository(SchuelerInPruefung) private readonly versuche: Repository<SchuelerInPruefung>,
    private readonly zugriff: PruefungZugriffService,
    private readonly benutzer: KlassenLesenService,
    private readonly ablenkungen: BenutzerablenkungenService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * POST /api/pruefungen/start/{id}: none → in Bearbeitung, startzeit now. A labelled part in number mode
   * gets this pupil's shuffled marker numbers (02 §9), kept on the server for the answer check.
   */
  async starten(user: AuthUser, pruefungId: number): Promise<SchuelerInPruefungZeile> {
    const { pruefung } = await this.zugriff.alsSchueler(user, pruefungId);
    const vorher = await this.versuchVon(this.dataSource.manager, pruefung.id, user.id);
    this.schritt(vorher, 'starten');
    try {
      await transaktion(this.dataSource, async (manager) => {
        const teile = await manager.find(Pruefungsteil, {
          select: { id: true, karte: true, unterrichtsmodulteil_id: true },
          where: { pruefung_id: pruefung.id },
        });
        if (teile.length === 0) throw new ApiException(HttpStatus.CONFLICT, 'pruefungen.keineTeile');
        await manager.insert(SchuelerInPruefung, {
          pruefung_id: pruefung.id,
          schueler_id: user.id,
          status: 'in Bearbeitung',
          startzeit: new Date(),
        });
        const mitNummern = teile.flatMap((teil) => {
          const karte = karteVon(teil);
          const nachNummer =
            answerModeOf(karte) === ANSWER_MODE.BESCHRIFTUNG && karte.beschriftung_antwort_nummern;
          return nachNummer ? [{ teil, nummern: shuffledLabelNumbers(karte) }] : [];
        });
        if (mitNummern.length > 0) {
          await manager.insert(
            SchuelerInPruefungsteil,
            mitNummern.map(({ teil, nummern }) => ({
              schueler_id: user.id,
              pruefungsteile_id: teil.id,
              beschriftung_nummern: JSON.stringify(nummern),
            })),
          );
        }
      });
    } catch (error) {
      // Two Starts at once: the unique (pruefung_id, schueler_id) key lets one through.
      if (isUniqueViolation(error)) throw new ApiException(HttpStatus.CONFLICT, 'pruefungen.schonGestartet');
      throw error;
    }
    return this.eigeneZeile(user, pruefung.id);
  }

  /** PUT /api/pruefungen/schuelerinpruefungsteilen/{id}: autosave of one answer while in Bearbeitung. */
  async antwortSpeichern(user: AuthUser, pruefungId: number, antwort: PruefungsAntwort): Promise<void> {
    const { pruefung } = await this.zugriff.alsSchueler(user, pruefungId);
    await transaktion(this.dataSource, async (manager) => {
      this.schritt(await this.versuchVon(manager, pruefung.id, user.id, true), 'antworten');
      await this.speichern(manager, pruefung.id, user.id, [antwort]);
    });
  }

  /**
   * POST /api/pruefungen/schuelerinpruefungsteilen (02 §4, §7): the answers are saved and the attempt
   * becomes abgegeben with endezeit now; afterwards nothing of it can be changed by the pupil.
   */
  async abgeben(
    user: AuthUser,
    pruefungId: number,
    antworten: PruefungsAntwort[],
  ): Promise<SchuelerInPruefungZeile> {
    const { pruefung } = await this.zugriff.alsSchueler(user, pruefungId);
    await transaktion(this.dataSource, async (manager) => {
      const versuch = await this.versuchVon(manager, pruefung.id, user.id, true);
      this.schritt(versuch, 'abgeben');
      await this.speichern(manager, pruefung.id, user.id, antworten);
      await manager.update(
        SchuelerInPruefung,
        { id: versuch?.id },
        { status: 'abgegeben', endezeit: new Date() },
      );
    });
    return this.eigeneZeile(user, pruefung.id);
  }

  /**
   * GET /api/pruefungen/schuelerinpruefungen/{id}: teachers get every pupil of the exam's class, by
   * username, with status, time, points, grade and the activity reports during the attempt; a pupil
   * gets the own row only.
   */
  async zeilen(user: AuthUser, pruefungId: number): Promise<SchuelerInPruefungZeile[]> {
    const { pruefung, klasse } = await this.zugriff.lesbar(user, pruefungId);
    if (user.rolle === 'pupil') return [await this.eigeneZeile(user, pruefung.id)];
    await this.zugriff.alsLehrperson(user, pruefung.id);
    const schueler = await this.benutzer.pupilsOf(klasse);
    const versuche = await this.versuche.find({ where: { pruefung_id: pruefung.id } });
    const proSchueler = new Map(versuche.map((v) => [v.schueler_id, v]));
    const starts = versuche.flatMap((v) => (v.startzeit ? [v.startzeit.getTime()] : []));
    const zeiten =
      starts.length === 0
        ? new Map<number, Date[]>()
        : await this.ablenkungen.zeitenSeit(
            versuche.map((v) => v.schueler_id),
            new Date(Math.min(...starts)),
          );
    return schueler.map((person) => {
      const versuch = proSchueler.get(person.id);
      return toSchuelerZeile(person, versuch, this.waehrendDesVersuchs(zeiten.get(person.id) ?? [], versuch));
    });
  }

  private waehrendDesVersuchs(zeiten: readonly Date[], versuch: SchuelerInPruefung | undefined): number {
    const start = versuch?.startzeit?.getTime();
    if (start === undefined) return 0;
    const ende = versuch?.endezeit?.getTime() ?? Number.POSITIVE_INFINITY;
    // datetime columns keep whole seconds: a report in the start's second counts.
    return zeiten.filter((zeit) => zeit.getTime() >= start - 1000 && zeit.getTime() <= ende).length;
  }

  private async eigeneZeile(user: AuthUser, pruefungId: number): Promise<SchuelerInPruefungZeile> {
    const klasse = { klassen_code: user.klassen_code ?? '', schule_id: user.schule_id };
    const person = (await this.benutzer.pupilsOf(klasse)).find((p) => p.id === user.id);
    const versuch = await this.versuchVon(this.dataSource.manager, pruefungId, user.id);
    // Activity reports are the teacher's (01 §6): a pupil's own row always says 0.
    return toSchuelerZeile(
      person ?? { id: user.id, benutzername: '', namevoll: '' },
      versuch ?? undefined,
      0,
    );
  }

  private schritt(versuch: SchuelerInPruefung | null, schritt: PruefungSchritt): void {
    const ergebnis = pruefungSchritt(versuch?.status ?? null, schritt);
    if ('fehler' in ergebnis) throw new ApiException(HttpStatus.CONFLICT, ergebnis.fehler);
  }

  private versuchVon(
    manager: EntityManager,
    pruefungId: number,
    schuelerId: number,
    sperren = false,
  ): Promise<SchuelerInPruefung | null> {
    return manager.findOne(SchuelerInPruefung, {
      where: { pruefung_id: pruefungId, schueler_id: schuelerId },
      // Autosave and hand-in of the same pupil at once: the hand-in waits, then refuses nothing twice.
      // (SQLite writes one transaction at a time anyway and has no row locks.)
      ...(sperren && manager.connection.options.type === 'mysql'
        ? { lock: { mode: 'pessimistic_write' as const } }
        : {}),
    });
  }

  /** Upserts the pupil's answers; each must belong to a part of this exam (else German 400). */
  private async speichern(
    manager: EntityManager,
    pruefungId: number,
    schuelerId: number,
    antworten: readonly PruefungsAntwort[],
  ): Promise<void> {
    const [erste] = antworten;
    if (erste === undefined) return;
    const teilIds = new Set(
      (await manager.find(Pruefungsteil, { select: { id: true }, where: { pruefung_id: pruefungId } })).map(
        (t) => t.id,
      ),
    );
    if (antworten.some((a) => !teilIds.has(a.pruefungsteil_id))) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'pruefungen.teilUnbekannt');
    }
    if (!antworten.every((a) => beschriftungenGueltig(a.beschriftungen))) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'pruefungen.beschriftungenUngueltig');
    }
    const vorhanden = await manager.find(SchuelerInPruefungsteil, {
      // With the answer's columns: an answer the pupil sends unchanged is not written again.
      select: {
        id: true,
        pruefungsteile_id: true,
        ...Object.fromEntries(Object.keys(antwortSpalten(erste)).map((spalte) => [spalte, true])),
      },
      where: { schueler_id: schuelerId, pruefungsteile_id: In(antworten.map((a) => a.pruefungsteil_id)) },
    });
    const proTeil = new Map(vorhanden.map((row) => [row.pruefungsteile_id, row]));
    const neu: Partial<SchuelerInPruefungsteil>[] = [];
    for (const antwort of antworten) {
      const spalten = antwortSpalten(antwort);
      const gespeichert = proTeil.get(antwort.pruefungsteil_id);
      if (gespeichert === undefined) {
        neu.push({ ...spalten, schueler_id: schuelerId, pruefungsteile_id: antwort.pruefungsteil_id });
      } else if (!unveraendert(gespeichert, spalten)) {
        await manager.update(SchuelerInPruefungsteil, { id: gespeichert.id }, spalten);
      }
      // The hand-in repeats the answers the autosave already stored: those are not written again.
    }
    if (neu.length > 0) await manager.insert(SchuelerInPruefungsteil, neu);
  }
}
