import type { DataSource } from 'typeorm';
import { randomLoginCode } from '../bootstrap/demo-logins';
import { Schule } from '../schulen/entities/schule.entity';
import { Benutzer } from '../benutzer/entities/benutzer.entity';

export interface OtherSchool {
  schuleId: number;
  klassenCode: string;
  teacher: { id: number; code: string };
  pupil: { id: number; code: string };
}

/** A class of the demo school other than the demo class. */
export const OTHER_CLASS_CODE = 'DEMO-2B';

/** A second school (B) with one teacher and one pupil in class `klassenCode`, for scope tests. */
export async function addOtherSchool(dataSource: DataSource, klassenCode = 'B-1'): Promise<OtherSchool> {
  return dataSource.transaction(async (manager) => {
    const schule = await manager.save(manager.create(Schule, { name1: 'Andere Schule', land: 'DE' }));
    const teacher = await manager.save(
      manager.create(Benutzer, {
        benutzername: 'lehrerb',
        namevoll: 'Lehrer B',
        anmeldecode: randomLoginCode(),
        schule_id: schule.id,
        klassen_code: klassenCode,
        kann_stapel_veroeffentlichen: true,
      }),
    );
    const pupil = await manager.save(
      manager.create(Benutzer, {
        benutzername: 'schuelerb',
        namevoll: 'Schüler B',
        anmeldecode: randomLoginCode(),
        schule_id: schule.id,
        klassen_code: klassenCode,
        ist_schueler: true,
        create_user_id: teacher.id,
      }),
    );
    return {
      schuleId: schule.id,
      klassenCode,
      teacher: { id: teacher.id, code: teacher.anmeldecode },
      pupil: { id: pupil.id, code: pupil.anmeldecode },
    };
  });
}

/** The user a code belongs to. */
export async function userByCode(dataSource: DataSource, code: string): Promise<Benutzer> {
  return dataSource.getRepository(Benutzer).findOneOrFail({ where: { anmeldecode: code } });
}

/**
 * A user of another class ('DEMO-2B') of the school `schuleId`: same school, no relation to the demo
 * class. `eigenschaften` makes a pupil (ist_schueler, create_user_id) or sets a teacher's flags.
 */
export async function addUserOfOtherClass(
  dataSource: DataSource,
  schuleId: number | null,
  benutzername: string,
  eigenschaften: Partial<Benutzer> = {},
): Promise<Benutzer> {
  return dataSource.getRepository(Benutzer).save({
    benutzername,
    namevoll: benutzername,
    anmeldecode: randomLoginCode(),
    schule_id: schuleId,
    klassen_code: OTHER_CLASS_CODE,
    ...eigenschaften,
  });
}
