import type { DataSource, EntityManager } from 'typeorm';
import { FlashcardsKategorie } from '../../flashcardsthemen/entities/flashcards-kategorie.entity';
import { FlashcardsThema } from '../../flashcardsthemen/entities/flashcards-thema.entity';
import { SchuelerInGruppe } from '../../schuelergruppen/entities/schueler-in-gruppe.entity';
import { Schuelergruppe } from '../../schuelergruppen/entities/schuelergruppe.entity';
import { SchulAnsprechpartner } from '../../schulen/entities/schul-ansprechpartner.entity';
import { Schule } from '../../schulen/entities/schule.entity';
import { Benutzer } from '../../benutzer/entities/benutzer.entity';
import { seedDemoContent } from './demo-content';
import { DEMO_CLASS_CODE, DEMO_GROUP, DEMO_SCHOOL, DEMO_TOPIC, DEMO_USERS, type DemoRole } from './demo-data';

/** Login code per demo role (issue 2 §4: printed by `npm start`, written to data/demo-logins.json). */
export type DemoLogins = Record<DemoRole, string>;

export interface SeedDemoOptions {
  /**
   * Default true: also the stacks, cards, exam and race of demo-content.ts, so an empty installation
   * shows content on every page. Module tests pass false to start from the school, users, group and
   * topic only and create the data they assert on themselves.
   */
  content?: boolean;
}

const MAX_CODE_ATTEMPTS = 20;

/**
 * Issue 2 §4: seeds an EMPTY database (no school, no user) with a demo school (licence for the
 * current year), a main administrator (no school), a teacher holding both administrative flags,
 * a second teacher, three pupils of the teachers' class in one group, one topic with categories
 * and (unless options.content is false) the demo content of demo-content.ts. Returns the login
 * codes, or null when the database already holds a school or user.
 * The caller decides on which database this runs (never MySQL unless explicitly asked for).
 */
export async function seedDemo(
  dataSource: DataSource,
  randomCode: () => string,
  options: SeedDemoOptions = {},
): Promise<DemoLogins | null> {
  return dataSource.transaction(async (manager) => {
    const existing = (await manager.count(Benutzer)) + (await manager.count(Schule));
    if (existing > 0) {
      return null;
    }
    const now = new Date();
    const codes = distinctCodes(randomCode, DEMO_USERS.length);
    const schule = await manager.save(
      manager.create(Schule, { ...DEMO_SCHOOL, lizenz_jahr: now.getUTCFullYear() }),
    );
    const logins: Partial<DemoLogins> = {};
    const createdIds: Partial<Record<DemoRole, number>> = {};
    for (const [index, user] of DEMO_USERS.entries()) {
      const { role, inSchool, createdBy, ...fields } = user;
      const saved = await manager.save(
        manager.create(Benutzer, {
          ...fields,
          anmeldecode: codes[index],
          schule_id: inSchool ? schule.id : null,
          klassen_code: inSchool ? DEMO_CLASS_CODE : null,
          create_user_id: createdBy === null ? 0 : (createdIds[createdBy] ?? 0),
        }),
      );
      logins[role] = saved.anmeldecode;
      createdIds[role] = saved.id;
    }
    const ids = completeByRole(createdIds);
    const teacherAdmin = DEMO_USERS.find((user) => user.role === 'teacherAdmin');
    if (teacherAdmin !== undefined) {
      await manager.save(
        manager.create(SchulAnsprechpartner, {
          schule_id: schule.id,
          benutzer_id: ids.teacherAdmin,
          namevoll: teacherAdmin.namevoll,
          email: teacherAdmin.email,
        }),
      );
    }
    await seedGroup(manager, schule.id, [ids.pupil1, ids.pupil2, ids.pupil3]);
    const kategorieIds = await seedTopic(manager, ids.teacherAdmin);
    if (options.content ?? true) {
      await seedDemoContent(manager, { schuleId: schule.id, userIds: ids, kategorieIds, now });
    }
    return completeByRole(logins);
  });
}

async function seedGroup(
  manager: EntityManager,
  schuleId: number,
  pupilIds: readonly number[],
): Promise<void> {
  const gruppe = await manager.save(
    manager.create(Schuelergruppe, {
      bezeichnung: DEMO_GROUP,
      klassen_code: DEMO_CLASS_CODE,
      schule_id: schuleId,
    }),
  );
  for (const benutzerId of pupilIds) {
    await manager.save(
      manager.create(SchuelerInGruppe, { benutzer_id: benutzerId, schueler_gruppe_id: gruppe.id }),
    );
  }
}

/** Adds the categories to the topic (the migrations seed the topics); returns the category ids by name. */
async function seedTopic(manager: EntityManager, erstellerId: number): Promise<Map<string, number>> {
  const thema =
    (await manager.findOneBy(FlashcardsThema, { bezeichnung: DEMO_TOPIC.bezeichnung })) ??
    (await manager.save(manager.create(FlashcardsThema, { bezeichnung: DEMO_TOPIC.bezeichnung })));
  const kategorieIds = new Map<string, number>();
  for (const kategorie of DEMO_TOPIC.kategorien) {
    const saved = await manager.save(
      manager.create(FlashcardsKategorie, {
        kategorie,
        flashcards_themen_id: thema.id,
        ersteller_benutzer_id: erstellerId,
      }),
    );
    kategorieIds.set(kategorie, saved.id);
  }
  return kategorieIds;
}

function distinctCodes(randomCode: () => string, count: number): string[] {
  const codes = new Set<string>();
  for (let attempt = 0; codes.size < count && attempt < count * MAX_CODE_ATTEMPTS; attempt += 1) {
    codes.add(randomCode());
  }
  if (codes.size < count) {
    throw new Error('Demo seed: randomCode() did not produce enough distinct codes');
  }
  return [...codes];
}

/** The value per demo role, or an error when the seed did not create one of the roles. */
function completeByRole<T>(values: Partial<Record<DemoRole, T>>): Record<DemoRole, T> {
  const { mainAdmin, teacherAdmin, teacher, pupil1, pupil2, pupil3 } = values;
  if (
    mainAdmin === undefined ||
    teacherAdmin === undefined ||
    teacher === undefined ||
    pupil1 === undefined ||
    pupil2 === undefined ||
    pupil3 === undefined
  ) {
    throw new Error('Demo seed: a demo role was not created');
  }
  return { mainAdmin, teacherAdmin, teacher, pupil1, pupil2, pupil3 };
}
