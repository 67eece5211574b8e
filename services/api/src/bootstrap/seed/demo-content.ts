import type { EntityManager } from 'typeorm';
import { Unterrichtsmodulteil } from '../../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Pruefung } from '../../pruefungen/entities/pruefung.entity';
import { Pruefungsteil } from '../../pruefungen/entities/pruefungsteil.entity';
import { SchuelerImWettbewerb } from '../../wettbewerbe/entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from '../../wettbewerbe/entities/wettbewerb.entity';
import { GeteilterStapel } from '../../unterrichtsmodule/entities/geteilter-stapel.entity';
import { Stapelablage } from '../../stapelablage/entities/stapelablage.entity';
import { TeamMitglied } from '../../unterrichtsmodule/entities/team-mitglied.entity';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import {
  DEMO_CLASS_CODE,
  DEMO_EXAM,
  DEMO_HANDIN,
  DEMO_RACE,
  DEMO_SHARE,
  DEMO_STACK_ENGLISCH,
  DEMO_STACK_FRANZOESISCH,
  DEMO_USERS,
  type DemoRole,
  type DemoStack,
} from './demo-data';

/** What the content needs from the first part of the seed. */
export interface DemoContentContext {
  schuleId: number;
  userIds: Readonly<Record<DemoRole, number>>;
  /** Category id by name (DEMO_TOPIC.kategorien). */
  kategorieIds: ReadonlyMap<string, number>;
  /** Seed time: creation and publication date of the stacks, base of the exam date. */
  now: Date;
}

interface SeededStack {
  modul: Unterrichtsmodul;
  karten: Unterrichtsmodulteil[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The content an empty installation shows on every page: a published stack of the teacher with one
 * card per basic answer mode, edited in a team with the second teacher and shared with pupil1 as an
 * assignment; a pupil's own stack with one card marked for correction, handed in to the teacher; a
 * released class exam and a race not yet started, both over the teacher's stack. Runs inside the
 * caller's transaction.
 */
export async function seedDemoContent(manager: EntityManager, context: DemoContentContext): Promise<void> {
  const englisch = await seedStack(manager, context, DEMO_STACK_ENGLISCH);
  const franzoesisch = await seedStack(manager, context, DEMO_STACK_FRANZOESISCH);
  const stapelByTitel = new Map(
    [englisch, franzoesisch].map((stack) => [stack.modul.bezeichnung, stack.modul]),
  );
  await seedExam(manager, context, englisch);
  await seedRace(manager, context, englisch.modul);
  await seedShare(manager, context, stapelOf(stapelByTitel, DEMO_SHARE.stack));
  await seedHandIn(manager, context, stapelOf(stapelByTitel, DEMO_HANDIN.stack));
}

async function seedStack(
  manager: EntityManager,
  context: DemoContentContext,
  stack: DemoStack,
): Promise<SeededStack> {
  const eigentuemerId = context.userIds[stack.eigentuemer];
  const kategorieId = context.kategorieIds.get(stack.kategorie);
  if (kategorieId === undefined) {
    throw new Error(`Demo seed: category ${stack.kategorie} missing`);
  }
  const modul = await manager.save(
    manager.create(Unterrichtsmodul, {
      bezeichnung: stack.bezeichnung,
      eigentuemer_id: eigentuemerId,
      autor: namevollOf(stack.eigentuemer),
      flashcards_kategorie_id: kategorieId,
      ist_veroeffentlicht: stack.veroeffentlichung !== null,
      public_datum: stack.veroeffentlichung === null ? null : context.now,
      public_autor_pseudonym: stack.veroeffentlichung?.public_autor_pseudonym ?? null,
      public_bemerkungen: stack.veroeffentlichung?.public_bemerkungen ?? null,
      wird_gemeinsam_bearbeitet: stack.team.length > 0,
      datum: context.now,
      datum_zuletztgeaendert: context.now,
    }),
  );
  for (const mitglied of stack.team) {
    await manager.save(
      manager.create(TeamMitglied, { unterrichtsmodul_id: modul.id, benutzer_id: context.userIds[mitglied] }),
    );
  }
  const karten: Unterrichtsmodulteil[] = [];
  for (const karte of stack.karten) {
    karten.push(
      await manager.save(
        manager.create(Unterrichtsmodulteil, {
          ...karte,
          unterrichtsmodule_id: modul.id,
          autor_id: eigentuemerId,
        }),
      ),
    );
  }
  return { modul, karten };
}

async function seedExam(
  manager: EntityManager,
  context: DemoContentContext,
  stack: SeededStack,
): Promise<void> {
  const pruefung = await manager.save(
    manager.create(Pruefung, {
      titel: DEMO_EXAM.titel,
      klassen_code: DEMO_CLASS_CODE,
      datum: isoDateAfterDays(context.now, DEMO_EXAM.tageBisPruefung),
      freigegeben: true,
      ist_korrigiert: false,
      unterrichtsmodul_id: stack.modul.id,
      anweisung_vor_pruefung: DEMO_EXAM.anweisung_vor_pruefung,
      gesamtpunktezahl: stack.karten.length * DEMO_EXAM.punkteProKarte,
      ersteller_benutzer_id: context.userIds[DEMO_EXAM.ersteller],
      schule_id: context.schuleId,
    }),
  );
  for (const karte of stack.karten) {
    await manager.save(
      manager.create(Pruefungsteil, {
        pruefung_id: pruefung.id,
        unterrichtsmodulteil_id: karte.id,
        punkte: DEMO_EXAM.punkteProKarte,
      }),
    );
  }
}

async function seedRace(
  manager: EntityManager,
  context: DemoContentContext,
  modul: Unterrichtsmodul,
): Promise<void> {
  const wettbewerb = await manager.save(
    manager.create(Wettbewerb, {
      unterrichtsmodul_id: modul.id,
      modultitel: modul.bezeichnung,
      modus: DEMO_RACE.modus,
      startzeit: null,
      ist_gestartet: false,
      start_benutzer_id: context.userIds[DEMO_RACE.starter],
      sieger_benutzer_id: null,
      schule_id: context.schuleId,
    }),
  );
  for (const [index, teilnehmer] of DEMO_RACE.teilnehmer.entries()) {
    // Colour and position keep the entity defaults (no colour yet, position 0).
    await manager.save(
      manager.create(SchuelerImWettbewerb, {
        wettbewerb_id: wettbewerb.id,
        benutzer_id: context.userIds[teilnehmer.role],
        start_nr: index + 1,
        einladung_angenommen: teilnehmer.einladung_angenommen,
      }),
    );
  }
}

/** The mailbox entry: stack A for pupil1 as an assignment. */
async function seedShare(
  manager: EntityManager,
  context: DemoContentContext,
  modul: Unterrichtsmodul,
): Promise<void> {
  await manager.save(
    manager.create(GeteilterStapel, {
      unterrichtsmodule_id: modul.id,
      geteilt_mit_benutzer_id: context.userIds[DEMO_SHARE.empfaenger],
      ist_aufgabe: true,
      aufgabe: DEMO_SHARE.aufgabe,
      aufgabe_abgabe_bis: isoDateAfterDays(context.now, DEMO_SHARE.tageBisAbgabe),
      geteilt_am: context.now,
    }),
  );
}

/** The hand-in record: stack B sent by pupil1 to the teacher, waiting for review. */
async function seedHandIn(
  manager: EntityManager,
  context: DemoContentContext,
  modul: Unterrichtsmodul,
): Promise<void> {
  await manager.save(
    manager.create(Stapelablage, {
      unterrichtsmodule_id: modul.id,
      stapel_absender_id: context.userIds[DEMO_HANDIN.absender],
      stapel_eigentuemer_id: context.userIds[DEMO_HANDIN.pruefer],
      status: DEMO_HANDIN.status,
      ist_korrigiert_und_ok: false,
      erstellt_am: context.now,
    }),
  );
}

function stapelOf(stapelByTitel: ReadonlyMap<string, Unterrichtsmodul>, titel: string): Unterrichtsmodul {
  const modul = stapelByTitel.get(titel);
  if (modul === undefined) {
    throw new Error(`Demo seed: stack ${titel} missing`);
  }
  return modul;
}

function namevollOf(role: DemoRole): string {
  const user = DEMO_USERS.find((candidate) => candidate.role === role);
  if (user === undefined) {
    throw new Error(`Demo seed: no demo user ${role}`);
  }
  return user.namevoll;
}

/** 'YYYY-MM-DD' (UTC) `days` after `from`; Pruefung.datum is a calendar date. */
function isoDateAfterDays(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
