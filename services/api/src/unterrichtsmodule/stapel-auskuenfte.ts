import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import type { BenutzerordnerItem } from '@lernstapel/contracts';

/** The derived card counts of one stack (Unterrichtsmodul: never stored, always counted). */
export interface KartenAnzahlen {
  anzahl_modulteile: number;
  /** cards with korrekturmarkierung */
  anzahl_zukorrigierende_modulteile: number;
}

export const KEINE_KARTEN: KartenAnzahlen = { anzahl_modulteile: 0, anzahl_zukorrigierende_modulteile: 0 };

/**
 * Issue 24: facts about stacks that the domains above the stacks own — the cards, the hand-ins and the
 * folders import the stacks (read check, titles, lists), so the stacks cannot import them. Each owner
 * provides its answer as a provider of one of these classes; StapelAuskuenfte collects them through
 * Nest's discovery, as StapelSperreService collects the lock sources of exams and races.
 */

/** The cards (unterrichtsmodulteile/): card counts per stack, for every stack list and the detail. */
export abstract class KartenAnzahlQuelle {
  /** Counts per stack among `ids`; a stack without cards is missing. */
  abstract kartenAnzahlen(ids: readonly number[]): Promise<Map<number, KartenAnzahlen>>;
}

/** The hand-ins (stapelablage/): who may read a stack as a party, which stacks are in the tray. */
export abstract class StapelablageQuelle {
  /** Is the user a party of a hand-in record of the stack, as sender or as reviewer (DEVIATIONS 4)? */
  abstract istPartei(stapelId: number, benutzerId: number): Promise<boolean>;
  /** The stacks among `stapelIds` with an open hand-in (01 §4 / 02 §6 "in the submission tray"). */
  abstract inAblage(stapelIds: readonly number[]): Promise<Set<number>>;
}

/** The folders (benutzerordner/): the folder of the stack dialog (01 §2, §5), in the caller's transaction. */
export abstract class OrdnerQuelle {
  /** The folder id to store for the user's choice; 400 for the team pseudo-folder, 404 for a foreign one. */
  abstract ordnerZumSpeichern(
    manager: EntityManager,
    benutzerId: number,
    gewaehlt: number | null | undefined,
  ): Promise<number | null>;
  /** 'Neuer Ordner': creates a folder of the user by the folder rules; answers its id. */
  abstract neuerOrdner(manager: EntityManager, benutzerId: number, name: string): Promise<number>;
  /** The user's folders with `anzahlProOrdner` own stacks each, by name (the stack dialog's answer). */
  abstract ordnerListe(
    benutzerId: number,
    anzahlProOrdner: (ordnerIds: readonly number[]) => Promise<Map<number, number>>,
  ): Promise<BenutzerordnerItem[]>;
}

type Quelle = KartenAnzahlQuelle | StapelablageQuelle | OrdnerQuelle;

/**
 * The one provider of each source, found once every module is loaded. A missing or doubled source is
 * a wiring error: the API does not start rather than answer without it.
 */
@Injectable()
export class StapelAuskuenfte implements OnApplicationBootstrap {
  private readonly gefunden = new Map<abstract new () => Quelle, Quelle>();

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    this.eine(KartenAnzahlQuelle);
    this.eine(StapelablageQuelle);
    this.eine(OrdnerQuelle);
  }

  get karten(): KartenAnzahlQuelle {
    return this.eine(KartenAnzahlQuelle);
  }

  get stapelablage(): StapelablageQuelle {
    return this.eine(StapelablageQuelle);
  }

  get ordner(): OrdnerQuelle {
    return this.eine(OrdnerQuelle);
  }

  private eine<T extends Quelle>(art: abstract new () => T): T {
    const bekannt = this.gefunden.get(art);
    if (bekannt) return bekannt as T;
    const quelle = eineQuelle(
      art,
      this.discovery.getProviders().map((wrapper): unknown => wrapper.instance),
    );
    this.gefunden.set(art, quelle);
    return quelle;
  }
}

/** The one instance of `art` among the providers (a module's exports list it again: counted once). */
export function eineQuelle<T>(art: abstract new () => T, instanzen: readonly unknown[]): T {
  const anbieter = [...new Set(instanzen.filter((instanz): instanz is T => instanz instanceof art))];
  const [quelle] = anbieter;
  if (anbieter.length !== 1 || quelle === undefined)
    throw new Error(`${art.name}: ${anbieter.length} Anbieter gefunden, erwartet genau einer`);
  return quelle;
}
