import type { DataSource } from 'typeorm';
import { t } from '@lernstapel/texts';
import { Benutzerablenkung } from './benutzerablenkungen/entities/benutzerablenkung.entity';
import { randomLoginCode } from '../bootstrap/demo-logins';
import { DEMO_CLASS_CODE } from '../bootstrap/seed/demo-data';
import { Schuelergruppe } from '../schuelergruppen/entities/schuelergruppe.entity';
import { Benutzer } from './entities/benutzer.entity';

let laufnummer = 0;

/** A new pupil of the demo class (DEMO-1A), stored directly; returns the row. */
export async function addDemoPupil(
  dataSource: DataSource,
  fields: Partial<Benutzer> = {},
): Promise<Benutzer> {
  const teacher = await dataSource.getRepository(Benutzer).findOneByOrFail({ benutzername: 'tweber' });
  laufnummer += 1;
  return dataSource.getRepository(Benutzer).save({
    benutzername: `neu${laufnummer}`,
    namevoll: `Neue Person ${laufnummer}`,
    anmeldecode: randomLoginCode(),
    schule_id: teacher.schule_id,
    klassen_code: DEMO_CLASS_CODE,
    ist_schueler: true,
    create_user_id: teacher.id,
    ...fields,
  });
}

/** A new group of the demo class. */
export async function addDemoGroup(
  dataSource: DataSource,
  bezeichnung = 'Testgruppe',
): Promise<Schuelergruppe> {
  const teacher = await dataSource.getRepository(Benutzer).findOneByOrFail({ benutzername: 'tweber' });
  return dataSource
    .getRepository(Schuelergruppe)
    .save({ bezeichnung, klassen_code: DEMO_CLASS_CODE, schule_id: teacher.schule_id });
}

/** A feed entry of `benutzerId` at `zeit`. */
export async function addFeedEntry(
  dataSource: DataSource,
  benutzerId: number,
  zeit = new Date(),
  bemerkung = t('server.ablenkung.fensterVerlassen'),
): Promise<Benutzerablenkung> {
  return dataSource.getRepository(Benutzerablenkung).save({ benutzer_id: benutzerId, zeit, bemerkung });
}

/** A new individual person (a teacher registered without a school), stored directly. */
export async function addIndividual(
  dataSource: DataSource,
  fields: Partial<Benutzer> = {},
): Promise<Benutzer> {
  laufnummer += 1;
  return dataSource.getRepository(Benutzer).save({
    benutzername: `einzel${laufnummer}`,
    namevoll: `Einzelperson ${laufnummer}`,
    anmeldecode: randomLoginCode(),
    schule_id: null,
    klassen_code: `EINZEL${laufnummer}`,
    ist_schueler: false,
    create_user_id: 0,
    ...fields,
  });
}
