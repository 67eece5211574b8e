import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { BenutzerordnerItem } from '@lernstapel/contracts';
import { folderKey, ordnerIdZumSpeichern, sortByGerman, validateFolderName } from '@lernstapel/rules';
import { ApiException, throwIfRuleErrors } from '../common/api-exception';
import { isUniqueViolation } from '../common/database-errors';
import { OrdnerQuelle } from '../unterrichtsmodule/stapel-auskuenfte';
import { Benutzerordner } from './entities/benutzerordner.entity';

const ORDNER_EINDEUTIG = {
  mysql: 'UQ_benutzerordner_benutzer_id_name_schluessel',
  sqlite: 'benutzerordner.name_schluessel',
};

/**
 * The user's folders as the folder routes, copying and the stack dialog need them (01 §2 'Neuer Ordner'
 * or an own folder, §5). The stacks find this service through discovery (their OrdnerQuelle): this
 * module imports the stacks module for the stacks in a folder.
 */
@Injectable()
export class OrdnerWahlService extends OrdnerQuelle {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  /** The user's folders, in the caller's transaction. */
  eigeneOrdner(manager: EntityManager, benutzerId: number): Promise<Benutzerordner[]> {
    return manager.find(Benutzerordner, { where: { benutzer_id: benutzerId }, order: { id: 'ASC' } });
  }

  /**
   * The folder id to store for the user's choice (rule ordnerIdZumSpeichern: null, 0 and -99 are no
   * folder; the team pseudo-folder is refused with 400); another user's or an unknown folder is 404.
   */
  async ordnerZumSpeichern(
    manager: EntityManager,
    benutzerId: number,
    gewaehlt: number | null | undefined,
  ): Promise<number | null> {
    const ergebnis = ordnerIdZumSpeichern(gewaehlt);
    if ('fehler' in ergebnis) throw new ApiException(HttpStatus.BAD_REQUEST, ergebnis.fehler);
    if (ergebnis.id === null) return null;
    const eigen = await manager.existsBy(Benutzerordner, { id: ergebnis.id, benutzer_id: benutzerId });
    if (!eigen) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    return ergebnis.id;
  }

  /** 'Neuer Ordner' of the stack dialog: a new folder by the same rules as ordnerSpeichern. */
  async neuerOrdner(manager: EntityManager, benutzerId: number, name: string): Promise<number> {
    return (await this.ordnerSpeichern(manager, benutzerId, { name })).id;
  }

  /**
   * Creates a folder of the user, or renames one (`id`). 01 §5: the name is required and unique among
   * the user's folders, case-insensitively (validateFolderName); parent: an own folder or none.
   */
  async ordnerSpeichern(
    manager: EntityManager,
    benutzerId: number,
    eingabe: { id?: number; name: string; parent_id?: number | null },
  ): Promise<Benutzerordner> {
    const name = eingabe.name.trim();
    const id = eingabe.id && eingabe.id > 0 ? eingabe.id : null;
    const andere = (await this.eigeneOrdner(manager, benutzerId)).filter((ordner) => ordner.id !== id);
    throwIfRuleErrors(
      validateFolderName(
        name,
        andere.map((ordner) => ordner.name),
      ),
    );
    const parentId = await this.ordnerZumSpeichern(manager, benutzerId, eingabe.parent_id);
    const felder = { name, name_schluessel: folderKey(name), parent_id: parentId };
    if (id === null)
      return speichernEindeutig(
        manager,
        manager.create(Benutzerordner, { benutzer_id: benutzerId, ...felder }),
      );
    const ordner = await manager.findOneBy(Benutzerordner, { id, benutzer_id: benutzerId });
    if (!ordner) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    if (parentId === id) throw new ApiException(HttpStatus.BAD_REQUEST, 'fehler.ungueltigeEingabe');
    return speichernEindeutig(manager, Object.assign(ordner, felder));
  }

  /**
   * The user's folders with anzahl_dateien, by name; `anzahlProOrdner` counts the own stacks per folder
   * (UnterrichtsmoduleService.anzahlProOrdner, the owner of the stacks).
   */
  async ordnerListe(
    benutzerId: number,
    anzahlProOrdner: (ordnerIds: readonly number[]) => Promise<Map<number, number>>,
  ): Promise<BenutzerordnerItem[]> {
    const ordner = await this.eigeneOrdner(this.dataSource.manager, benutzerId);
    const anzahlen = await anzahlProOrdner(ordner.map((eintrag) => eintrag.id));
    return toBenutzerordnerItems(ordner, anzahlen);
  }
}

/** A folder of the same name saved at the same moment: the unique key refuses, as the rule would have. */
async function speichernEindeutig(manager: EntityManager, zeile: Benutzerordner): Promise<Benutzerordner> {
  try {
    return await manager.save(zeile);
  } catch (error) {
    if (isUniqueViolation(error, ORDNER_EINDEUTIG)) throwIfRuleErrors(['validierung.ordnerExistiert']);
    throw error;
  }
}

/** Folders (+ own stacks per folder) → the answer rows, by name. */
function toBenutzerordnerItems(
  ordner: readonly Benutzerordner[],
  anzahlen: ReadonlyMap<number, number>,
): BenutzerordnerItem[] {
  const items = ordner.map((eintrag): BenutzerordnerItem => ({
    id: eintrag.id,
    parent_id: eintrag.parent_id,
    benutzer_id: eintrag.benutzer_id,
    name: eintrag.name,
    anzahl_dateien: anzahlen.get(eintrag.id) ?? 0,
  }));
  return sortByGerman(items, (item) => item.name);
}
