import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, type Repository } from 'typeorm';
import type { WettbewerbErstellen, WettbewerbStand } from '@lernstapel/contracts';
import { canStartRace, raceModeOptions, validateRaceSelection } from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { throwIfRuleErrors } from '../common/api-exception';
import { KlassenLesenService } from '../benutzer/klassen-lesen.service';
import { transaktion } from '../database/transaktion';
import { StapelZugriffService } from '../unterrichtsmodule/stapel-zugriff.service';
import { UnterrichtsmodulteileService } from '../unterrichtsmodulteile/unterrichtsmodulteile.service';
import { SchuelerImWettbewerb } from './entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from './entities/wettbewerb.entity';
import { notFound, refuse } from './wettbewerb-fehler';
import { WettbewerbKartenService } from './wettbewerb-karten.service';
import { neueKartenfolge } from './wettbewerb-kartenfolge';
import { WettbewerbRennenService } from './wettbewerb-rennen.service';

/** Jockey colours in start order (dark enough for white outlines on the green track). */
export const JOCKEY_FARBEN = ['#c92a2a', '#1864ab', '#e67700', '#5f3dc4', '#087f5b', '#a61e4d'] as const;

/**
 * Setting up a race (01 §4, §5): creating it with its invitations, confirming, starting, ending and
 * leaving. Every change is pushed to the race's people (WettbewerbRennenService.melden).
 */
@Injectable()
export class WettbewerbEinrichtenService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Wettbewerb) private readonly wettbewerbe: Repository<Wettbewerb>,
    @InjectRepository(SchuelerImWettbewerb) private readonly teilnahmen: Repository<SchuelerImWettbewerb>,
    private readonly klassen: KlassenLesenService,
    private readonly stapel: StapelZugriffService,
    private readonly karten: UnterrichtsmodulteileService,
    private readonly rennenKarten: WettbewerbKartenService,
    private readonly rennen: WettbewerbRennenService,
  ) {}

  /** POST /api/wettbewerbe: a stack the starter may read, up to 5 pupils of the own class. */
  async erstellen(user: AuthUser, eingabe: WettbewerbErstellen): Promise<{ id: number }> {
    if (user.klassen_code === null || user.rolle === 'mainAdmin') {
      throw refuse(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    }
    const { modul } = await this.stapel.assertKartenLesbar(user, eingabe.unterrichtsmodul_id);
    const anzahlKarten = await this.karten.anzahlKarten(modul.id);
    if (anzahlKarten === 0) throw refuse(HttpStatus.BAD_REQUEST, 'wettbewerbe.fehler.keineKarten');
    if (!raceModeOptions(anzahlKarten).some((option) => option.modus === eingabe.modus)) {
      throw refuse(HttpStatus.BAD_REQUEST, 'wettbewerbe.fehler.modus');
    }
    throwIfRuleErrors(validateRaceSelection(eingabe.teilnehmer, user.id));
    const eingeladen = [...new Set(eingabe.teilnehmer.filter((id) => id !== user.id))];
    const klasse = { klassen_code: user.klassen_code, schule_id: user.schule_id };

    const id = await transaktion(this.dataSource, async (manager) => {
      if ((await this.klassen.countPupilsOf(manager, klasse, eingeladen)) !== eingeladen.length) {
        throw refuse(HttpStatus.BAD_REQUEST, 'wettbewerbe.fehler.nichtInKlasse');
      }
      const wettbewerb = await manager.save(
        manager.create(Wettbewerb, {
          unterrichtsmodul_id: modul.id,
          modultitel: modul.bezeichnung,
          modus: eingabe.modus,
          start_benutzer_id: user.id,
          schule_id: user.schule_id,
        }),
      );
      // 01 §4: the author's own invitation is accepted automatically.
      await manager.insert(
        SchuelerImWettbewerb,
        [user.id, ...eingeladen].map((benutzer_id, start_nr) => ({
          wettbewerb_id: wettbewerb.id,
          benutzer_id,
          start_nr,
          einladung_angenommen: benutzer_id === user.id,
          farbe: JOCKEY_FARBEN[start_nr % JOCKEY_FARBEN.length],
          position: 0,
        })),
      );
      return wettbewerb.id;
    });
    await this.rennen.melden(await this.rennen.laden(user, id));
    return { id };
  }

  /** Who the user can invite: the pupils of the own class but the user (01 §5). */
  async einladbar(user: AuthUser): Promise<{ id: number; benutzername: string }[]> {
    if (user.klassen_code === null || user.rolle === 'mainAdmin') return [];
    const schueler = await this.klassen.pupilNamesOf({
      klassen_code: user.klassen_code,
      schule_id: user.schule_id,
    });
    return schueler
      .filter((person) => person.id !== user.id)
      .map((person) => ({ id: person.id, benutzername: person.benutzername }))
      .sort((a, b) => a.benutzername.localeCompare(b.benutzername, 'de'));
  }

  /** 01 §4: an invited participant confirms (einladung_angenommen 0 → 1). */
  async annehmen(user: AuthUser, id: number): Promise<WettbewerbStand> {
    const rennen = await this.rennen.laden(user, id);
    if (!rennen.eigene) throw notFound();
    await this.teilnahmen.update({ id: rennen.eigene.id }, { einladung_angenommen: true });
    return this.rennen.melden(await this.rennen.laden(user, id));
  }

  /** 01 §4: only the starter, only when all confirmed and at least 2; resets positions and winner. */
  async starten(user: AuthUser, id: number): Promise<WettbewerbStand> {
    const { wettbewerb, teilnahmen } = await this.rennen.laden(user, id);
    if (wettbewerb.start_benutzer_id !== user.id) {
      throw refuse(HttpStatus.FORBIDDEN, 'wettbewerbe.fehler.nurStarter');
    }
    if (!canStartRace(teilnahmen)) throw refuse(HttpStatus.CONFLICT, 'wettbewerbe.fehler.nichtBestaetigt');
    // Each start shuffles anew; every participant gets this order.
    const kartenfolge = neueKartenfolge(await this.rennenKarten.kartenVon(wettbewerb.unterrichtsmodul_id));
    // Participants before the race, as an answer locks them (WettbewerbSpielService.ziehen): no deadlock.
    await transaktion(this.dataSource, async (manager) => {
      await manager.update(SchuelerImWettbewerb, { wettbewerb_id: id }, { position: 0 });
      await manager.update(
        Wettbewerb,
        { id },
        {
          ist_gestartet: true,
          sieger_benutzer_id: null,
          anzahl_fragen_beantwortet: 0,
          startzeit: new Date(),
          kartenfolge,
        },
      );
    });
    return this.rennen.melden(await this.rennen.laden(user, id));
  }

  /**
   * Beyond the spec: the starter ends a stuck race; it can be started again later. Positions stay, so
   * every screen shows the table so far (issue 23). A race that was won meanwhile stays won.
   */
  async beenden(user: AuthUser, id: number): Promise<WettbewerbStand> {
    const { wettbewerb } = await this.rennen.laden(user, id);
    if (wettbewerb.start_benutzer_id !== user.id) {
      throw refuse(HttpStatus.FORBIDDEN, 'wettbewerbe.fehler.nurStarter');
    }
    await this.wettbewerbe.update({ id, sieger_benutzer_id: IsNull() }, { ist_gestartet: false });
    return this.rennen.melden(await this.rennen.laden(user, id));
  }

  /** Beyond the spec: a participant leaves; nobody waits for them (the starter ends instead). */
  async verlassen(user: AuthUser, id: number): Promise<void> {
    const rennen = await this.rennen.laden(user, id);
    if (!rennen.eigene) throw notFound();
    if (rennen.wettbewerb.start_benutzer_id === user.id) {
      throw refuse(HttpStatus.BAD_REQUEST, 'wettbewerbe.fehler.starterBleibt');
    }
    await this.teilnahmen.delete({ id: rennen.eigene.id });
    // The leaver's list changes too.
    this.rennen.listeMelden(user.id);
    await this.rennen.melden(await this.rennen.laden(user, id, { alsStarter: true }));
  }
}
