import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import type { SchuelerAntworten, SchuelerInPruefungZeile } from '@lernstapel/contracts';
import {
  gradeFor,
  noteInSkala,
  notenSkala,
  pruefungSchritt,
  roundToDecimals,
  teilPunkteFehler,
} from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { KlassenLesenService } from '../benutzer/klassen-lesen.service';
import { AnmeldungLesenService } from '../benutzer/anmeldung-lesen.service';
import { ApiException } from '../common/api-exception';
import type { KorrekturSpeichernDto } from './dto/abgabe.dto';
import { Pruefung } from './entities/pruefung.entity';
import { SchuelerInPruefung } from './entities/schueler-in-pruefung.entity';
import { SchuelerInPruefungsteil } from './entities/schueler-in-pruefungsteil.entity';
import { PruefungAblaufService } from './pruefung-ablauf.service';
import { PruefungZugriffService } from './pruefung-zugriff.service';
import { PruefungsteileService } from './pruefungsteile.service';
import { beschriftungNummern, karteVon } from './pruefungsteil-karte';
import { toPruefungsAntwort } from './schueler-antwort.mapper';
import { vorgeschlagenePunkte } from './vorgeschlagene-punkte';
import { einfuegenMitId } from '../database/raw-rows';
import { transaktion } from '../database/transaktion';

const nichtGefunden = () => new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');

/** 02 §2 korrigieren: one pupil's answers beside the cards, suggested points and grade, and grading. */
@Injectable()
export class KorrekturService {
  constructor(
    @InjectRepository(SchuelerInPruefungsteil)
    private readonly antworten: Repository<SchuelerInPruefungsteil>,
    private readonly zugriff: PruefungZugriffService,
    private readonly teile: PruefungsteileService,
    private readonly ablauf: PruefungAblaufService,
    private readonly benutzer: KlassenLesenService,
    private readonly anmeldung: AnmeldungLesenService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * GET /api/pruefungen/schuelerinpruefungsteilen/{pruefungId}/{schuelerId}: a teacher reads any pupil of
   * the exam's class with the suggestions of the answer check and the country formula (02 §9); a pupil
   * reads only their own answers, and points, grade and comments only once corrected.
   */
  async lesen(user: AuthUser, pruefungId: number, schuelerId: number): Promise<SchuelerAntworten> {
    const { pruefung } = await this.zugriff.lesbar(user, pruefungId);
    const lehrperson = user.rolle === 'teacher';
    if (!lehrperson && user.id !== schuelerId) throw nichtGefunden();
    const zeile = (await this.ablauf.zeilen(user, pruefung.id)).find((z) => z.schueler_id === schuelerId);
    if (!zeile) throw nichtGefunden();
    const teile = await this.teile.vonPruefung(pruefung.id);
    const rows = await this.antworten.find({
      where: { schueler_id: schuelerId, pruefungsteile_id: In(teile.map((teil) => teil.id)) },
    });
    const proTeil = new Map(rows.map((row) => [row.pruefungsteile_id, row]));
    const bewertet = lehrperson || zeile.status === 'korrigiert';
    const land = lehrperson ? ((await this.anmeldung.sessionUser(user.id))?.land ?? null) : null;
    const ergebnis = teile.map((teil) => {
      const row = proTeil.get(teil.id);
      const antwort = toPruefungsAntwort(teil.id, row);
      return {
        ...antwort,
        punkte: bewertet ? (row?.punkte ?? null) : null,
        kommentar_lehrperson: bewertet ? (row?.kommentar_lehrperson ?? null) : null,
        vorgeschlagene_punkte:
          lehrperson && zeile.status !== null
            ? vorgeschlagenePunkte(karteVon(teil), teil.punkte, antwort, row ? beschriftungNummern(row) : {})
            : null,
        beschriftung_nummern: bewertet && row?.beschriftung_nummern ? beschriftungNummern(row) : null,
      };
    });
    const summe = ergebnis.reduce(
      (total, teil) => total + (teil.punkte ?? teil.vorgeschlagene_punkte ?? 0),
      0,
    );
    return {
      zeile: bewertet ? zeile : ohneBewertung(zeile),
      teile: ergebnis,
      vorgeschlagene_note: lehrperson ? gradeFor(land, summe, pruefung.gesamtpunktezahl) : null,
      land,
    };
  }

  /**
   * POST /api/pruefungen/korrektur/{pruefungId}/{schuelerId} (02 §6): points per part (0 … the part's
   * points) and comments, grade (in the country's scale) and comment; the total is the sum of the points. 'Korrigiert!' (korrigiert: true) sets the
   * status korrigiert and korrigiert_am. Only an attempt that was handed in can be graded.
   */
  async speichern(
    user: AuthUser,
    pruefungId: number,
    schuelerId: number,
    dto: KorrekturSpeichernDto,
  ): Promise<SchuelerAntworten> {
    const { pruefung, klasse } = await this.zugriff.alsLehrperson(user, pruefungId);
    if (!(await this.benutzer.isPupilOf(klasse, schuelerId))) throw nichtGefunden();
    const teile = await this.teile.vonPruefung(pruefung.id);
    // Issue 23: 0 … the part's points, named as the teacher sees the part ("Aufgabe 3").
    const nachId = new Map(teile.map((teil, index) => [teil.id, { nr: index + 1, max: teil.punkte }]));
    for (const eingabe of dto.teile) {
      const teil = nachId.get(eingabe.pruefungsteil_id);
      if (!teil) throw new ApiException(HttpStatus.BAD_REQUEST, 'pruefungen.teilUnbekannt');
      const fehler = teilPunkteFehler(eingabe.punkte, teil.max);
      if (fehler) {
        const key = fehler === 'pruefungen.punkteZuHoch' ? fehler : 'pruefungen.punkteUngueltigAufgabe';
        throw new ApiException(HttpStatus.BAD_REQUEST, key, { nr: teil.nr, max: teil.max });
      }
    }
    // Issue 23: the grade stays in the scale of the school's country (02 §9).
    const land = (await this.anmeldung.sessionUser(user.id))?.land ?? null;
    if (!noteInSkala(land, dto.note)) {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'pruefungen.notenUngueltig', notenSkala(land));
    }
    await transaktion(this.dataSource, async (manager) => {
      const versuch = await manager.findOne(SchuelerInPruefung, {
        where: { pruefung_id: pruefung.id, schueler_id: schuelerId },
      });
      const schritt = pruefungSchritt(versuch?.status ?? null, dto.korrigiert ? 'korrigiert' : 'bewerten');
      if (!versuch || 'fehler' in schritt) {
        throw new ApiException(
          HttpStatus.CONFLICT,
          'fehler' in schritt ? schritt.fehler : 'pruefungen.nichtAbgegeben',
        );
      }
      // The pupil's rows of all graded parts in one read (not one per part).
      const zeilen =
        dto.teile.length === 0
          ? []
          : await manager.find(SchuelerInPruefungsteil, {
              select: { id: true, pruefungsteile_id: true },
              where: {
                schueler_id: schuelerId,
                pruefungsteile_id: In(dto.teile.map((teil) => teil.pruefungsteil_id)),
              },
            });
      const zeileProTeil = new Map(zeilen.map((zeile) => [zeile.pruefungsteile_id, zeile.id]));
      for (const teil of dto.teile) {
        const felder = { punkte: teil.punkte, kommentar_lehrperson: teil.kommentar_lehrperson };
        const vorhanden = zeileProTeil.get(teil.pruefungsteil_id);
        if (vorhanden !== undefined) {
          await manager.update(SchuelerInPruefungsteil, { id: vorhanden }, felder);
        } else {
          const neu = await einfuegenMitId(manager, SchuelerInPruefungsteil, {
            ...felder,
            schueler_id: schuelerId,
            pruefungsteile_id: teil.pruefungsteil_id,
          });
          // The same part twice in one grading: the second changes the row the first made.
          zeileProTeil.set(teil.pruefungsteil_id, neu);
        }
      }
      await manager.update(
        SchuelerInPruefung,
        { id: versuch.id },
        {
          punkte: roundToDecimals(
            dto.teile.reduce((summe, teil) => summe + teil.punkte, 0),
            2,
          ),
          note: roundToDecimals(dto.note, 2),
          kommentar_lehrperson: dto.kommentar_lehrperson,
          status: schritt.status,
          ...(dto.korrigiert ? { korrigiert_am: new Date() } : {}),
        },
      );
      // 01 §4 ist_korrigiert: the exam is corrected once no attempt waits for the teacher any more.
      const offen = await manager.exists(SchuelerInPruefung, {
        where: { pruefung_id: pruefung.id, status: In(['in Bearbeitung', 'abgegeben']) },
      });
      await manager.update(Pruefung, { id: pruefung.id }, { ist_korrigiert: !offen });
    });
    return this.lesen(user, pruefung.id, schuelerId);
  }
}

/** What a pupil sees of the own attempt before it is corrected: no points, grade or comment. */
function ohneBewertung(zeile: SchuelerInPruefungZeile): SchuelerInPruefungZeile {
  return { ...zeile, punkte: null, note: null, kommentar_lehrperson: null };
}
