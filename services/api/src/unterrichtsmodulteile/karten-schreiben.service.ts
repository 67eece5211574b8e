import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { Karte, KartenKopierenResponse, KarteSpeichernRequest } from '@lernstapel/contracts';
import { darfKarteBearbeiten, emptyCard, saveCard } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException, throwIfRuleErrors } from '../common/api-exception';
import { StapelZugriffService } from '../unterrichtsmodule/stapel-zugriff.service';
import type { KartenKopierenDto } from './dto/karten-kopieren.dto';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';
import { angefragteKarte } from './karte-speichern.mapper';
import { kopieVon, toKarte, toTeilFelder } from './karte.mapper';
import { UnterrichtsmodulteileService } from './unterrichtsmodulteile.service';
import { transaktion } from '../database/transaktion';
import { ExterneBilderService } from '../uploads/extern/externe-bilder.service';
import { kartenbilderUebernehmen } from './externe-kartenbilder';

/**
 * Writing cards (02 §4 "Saving and copying", §5, §6, DEVIATIONS 4): create, change and delete a card
 * under the team rule, and copy marked cards into an own stack. A card of a stack the user may not
 * read is 404; a readable card the user may not change (mailbox, library, hand-in, another author's
 * card for a pupil in a team stack) is 403 with the reason.
 */
@Injectable()
export class KartenSchreibenService {
  constructor(
    @InjectRepository(Unterrichtsmodulteil) private readonly teile: Repository<Unterrichtsmodulteil>,
    private readonly access: StapelZugriffService,
    private readonly karten: UnterrichtsmodulteileService,
    private readonly externeBilder: ExterneBilderService,
  ) {}

  /** POST /api/unterrichtsmodulteile: creates or changes a card; answers the stack's cards. */
  async speichern(user: AuthUser, anfrage: KarteSpeichernRequest): Promise<Karte[]> {
    const basis = anfrage.id
      ? await this.bearbeitbareKarte(user, anfrage.id)
      : await this.neueKarte(user, anfrage);
    const { karte, modus } = angefragteKarte(basis, anfrage);
    const ergebnis = saveCard(karte, modus, user.id);
    if (!ergebnis.ok) throwIfRuleErrors(ergebnis.errors);
    else {
      // Issue 29 §3: checked first, then images of other websites become own copies.
      const gespeichert = await kartenbilderUebernehmen(ergebnis.card, basis, modus, (adresse) =>
        this.externeBilder.uebernehmen(adresse),
      );
      if (basis.id === 0) await this.teile.insert(toTeilFelder(gespeichert));
      else await this.teile.update({ id: basis.id }, toTeilFelder(gespeichert));
    }
    return this.karten.forStack(user, basis.unterrichtsmodule_id);
  }

  /** POST /api/unterrichtsmodulteile/delete: answers the stack's remaining cards. */
  async loeschen(user: AuthUser, id: number): Promise<Karte[]> {
    const karte = await this.bearbeitbareKarte(user, id);
    await this.teile.delete({ id });
    return this.karten.forStack(user, karte.unterrichtsmodule_id);
  }

  /**
   * POST /api/unterrichtsmodulteile/kopieren: the cards must exist in stacks the user may copy from
   * (stapelRechte.kopieren), the target must be the user's own stack.
   */
  async kopieren(user: AuthUser, dto: KartenKopierenDto): Promise<KartenKopierenResponse> {
    const ziel = await this.access.assertEigentuemer(user, dto.unterrichtsmodule_id);
    const ids = [...new Set(dto.unterrichtsModulTeilList)];
    const teile = await this.teile.find({ where: { id: In(ids) }, order: { id: 'ASC' } });
    if (teile.length !== ids.length) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    for (const stapelId of new Set(teile.map((teil) => teil.unterrichtsmodule_id))) {
      const { zugang } = await this.access.assertKartenLesbar(user, stapelId);
      if (!this.access.rechte(user, zugang).kopieren) {
        throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
      }
    }
    const kopien = teile.map((teil) => kopieVon(teil, ziel.id, user.id));
    await transaktion(this.teile.manager, (manager) => this.karten.kartenEinfuegen(manager, kopien));
    return {
      anzahl: kopien.length,
      message: t('karten.kopiert', { anzahl: String(kopien.length), titel: ziel.bezeichnung }),
    };
  }

  /** A new card in a stack the user may add cards to (owner, team member). */
  private async neueKarte(user: AuthUser, anfrage: KarteSpeichernRequest): Promise<Karte> {
    const { modul, zugang } = await this.access.assertKartenLesbar(user, anfrage.unterrichtsmodule_id);
    if (!this.access.rechte(user, zugang).karten_hinzufuegen) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    }
    return emptyCard({ unterrichtsmodule_id: modul.id });
  }

  /** The stored card `id` if the user may change it (02 §6 team rule, darfKarteBearbeiten). */
  private async bearbeitbareKarte(user: AuthUser, id: number): Promise<Karte> {
    const teil = await this.teile.findOne({ where: { id } });
    if (!teil) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    const { modul, zugang } = await this.access.assertKartenLesbar(user, teil.unterrichtsmodule_id);
    const darf = darfKarteBearbeiten({
      benutzerId: user.id,
      ist_schueler: user.rolle === 'pupil',
      zugang,
      wird_gemeinsam_bearbeitet: modul.wird_gemeinsam_bearbeitet,
      autor_id: teil.autor_id,
    });
    if (!darf) {
      const teamKarteEinesAnderen = zugang === 'eigentuemer' || zugang === 'team';
      throw new ApiException(
        HttpStatus.FORBIDDEN,
        teamKarteEinesAnderen ? 'karten.nurEigeneKartenImTeam' : 'fehler.keineBerechtigung',
      );
    }
    return toKarte(teil, '');
  }
}
