import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AnkiImportResponse } from '@lernstapel/contracts';
import { ankiSeiten, karteAusAnki, type AnkiSeiten } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException } from '../common/api-exception';
import { transaktion } from '../database/transaktion';
import { StapelZugriffService } from '../unterrichtsmodule/stapel-zugriff.service';
import { UnterrichtsmoduleService } from '../unterrichtsmodule/unterrichtsmodule.service';
import { UnterrichtsmodulteileService } from '../unterrichtsmodulteile/unterrichtsmodulteile.service';
import { BildUploadService } from '../uploads/bild-upload.service';
import { bildVerarbeiten } from '../uploads/bild-verarbeitung';
import { tonVerarbeiten } from '../uploads/ton-verarbeitung';
import { UPLOAD_SPEICHER, type UploadSpeicher } from '../uploads/upload-speicher';
import { ankiPaketLesen, type AnkiPaket } from './anki-paket-lesen';

interface GespeicherteMedien {
  urls: Map<string, string>;
  namen: string[];
  fehlend: number;
}

/** Issue 25 §2: an Anki package's cards, pictures and sounds into a stack, all or nothing. */
@Injectable()
export class AnkiImportService {
  constructor(
    private readonly access: StapelZugriffService,
    private readonly stapel: UnterrichtsmoduleService,
    private readonly karten: UnterrichtsmodulteileService,
    private readonly bilder: BildUploadService,
    private readonly dataSource: DataSource,
    @Inject(UPLOAD_SPEICHER) private readonly speicher: UploadSpeicher,
  ) {}

  /**
   * Who may add cards may import (as the CSV import). The package is read whole first (refused with its
   * reason before anything is written); media are stored like uploads when the caller may upload, and
   * removed again when the cards' transaction fails.
   */
  async importieren(user: AuthUser, stapelId: number, body: unknown): Promise<AnkiImportResponse> {
    const { modul, zugang } = await this.access.assertVisible(user, stapelId);
    if (!this.access.rechte(user, zugang).karten_hinzufuegen) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    }
    if (!Buffer.isBuffer(body)) throw new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'anki.nurPaket');
    const paket = ankiPaketLesen(body);
    const seiten = paket.karten.map(({ mid, ord, felder }) => {
      const typ = paket.notiztypen.get(mid);
      return typ ? ankiSeiten(typ, felder, ord) : null;
    });
    const genannt = seiten.some(
      (s) => s && s.frageBilder.length + s.antwortBilder.length + s.toene.length > 0,
    );
    const erlaubt = genannt && (await this.bilder.erlaubnis(user)).erlaubt;
    const medien = erlaubt
      ? await this.medienSpeichern(paket, seiten)
      : { urls: new Map(), namen: [], fehlend: 0 };
    try {
      const karten = seiten.flatMap((s) => {
        const karte = s && karteAusAnki(s, (name) => medien.urls.get(name) ?? null, modul.id, user.id);
        return karte ? [karte] : [];
      });
      if (karten.length === 0) throw new ApiException(HttpStatus.BAD_REQUEST, 'anki.keineKarten');
      // Lock order as in the CSV import: the stack row first, then the cards.
      await transaktion(this.dataSource, async (manager) => {
        await this.stapel.geaendert(manager, modul.id);
        await this.karten.kartenEinfuegen(manager, karten);
      });
      const hinweise = [
        ...(genannt && !erlaubt ? [t('anki.medienOhneErlaubnis')] : []),
        ...(medien.fehlend > 0 ? [t('anki.medienUebersprungen', { anzahl: medien.fehlend })] : []),
        ...(karten.length < seiten.length
          ? [t('anki.kartenUebersprungen', { anzahl: seiten.length - karten.length })]
          : []),
      ];
      return {
        message: t('anki.eingelesen', { anzahl: karten.length }),
        anzahl: karten.length,
        medien: medien.urls.size,
        hinweise,
        format: paket.format,
      };
    } catch (error: unknown) {
      await Promise.all(medien.namen.map((name) => this.speicher.loeschen(name)));
      throw error;
    }
  }

  /**
   * Every picture and sound the cards name, once each: pictures through the upload's re-encoding, sounds
   * through its check. A missing or unreadable file is left out and counted; the card keeps its text.
   */
  private async medienSpeichern(
    paket: AnkiPaket,
    seiten: (AnkiSeiten | null)[],
  ): Promise<GespeicherteMedien> {
    const bildNamen = new Set(seiten.flatMap((s) => (s ? [...s.frageBilder, ...s.antwortBilder] : [])));
    const tonNamen = new Set(seiten.flatMap((s) => s?.toene ?? []));
    const ergebnis: GespeicherteMedien = { urls: new Map(), namen: [], fehlend: 0 };
    const speichern = async (name: string, gespeichert: { name: string; bytes: Buffer } | null) => {
      if (!gespeichert) {
        ergebnis.fehlend += 1;
        return;
      }
      await this.speicher.speichern(gespeichert.name, gespeichert.bytes);
      ergebnis.namen.push(gespeichert.name);
      ergebnis.urls.set(name, `/api/uploads/${gespeichert.name}`);
    };
    try {
      for (const name of bildNamen) {
        const bytes = paket.medium(name);
        await speichern(name, bytes ? await bildVerarbeiten(bytes).catch(() => null) : null);
      }
      for (const name of tonNamen) {
        const bytes = paket.medium(name);
        await speichern(name, bytes ? tonVerarbeiten(bytes) : null);
      }
    } catch (error: unknown) {
      await Promise.all(ergebnis.namen.map((name) => this.speicher.loeschen(name)));
      throw error;
    }
    return ergebnis;
  }
}
