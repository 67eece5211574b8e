import { FLASHCARDS_THEMEN } from '../migrations/1795300023000-flashcardsthemen-seed';
import type { EntityManager } from 'typeorm';
import { Benutzerablenkung } from '../../benutzer/benutzerablenkungen/entities/benutzerablenkung.entity';
import { Sitzung } from '../../benutzer/sitzungen/entities/sitzung.entity';
import { Stapelergebnis } from '../../stapelergebnisse/entities/stapelergebnis.entity';
import { Unterrichtsmodulteil } from '../../unterrichtsmodulteile/entities/unterrichtsmodulteil.entity';
import { Quizantwort } from '../../unterrichtsmodulteile/quiz/entities/quizantwort.entity';
import { Lernstand } from '../../unterrichtsmodulteile/quiz/entities/lernstand.entity';
import { FlashcardsKategorie } from '../../flashcardsthemen/entities/flashcards-kategorie.entity';
import { FlashcardsThema } from '../../flashcardsthemen/entities/flashcards-thema.entity';
import { Pruefung } from '../../pruefungen/entities/pruefung.entity';
import { Pruefungsteil } from '../../pruefungen/entities/pruefungsteil.entity';
import { SchuelerInPruefung } from '../../pruefungen/entities/schueler-in-pruefung.entity';
import { SchuelerInPruefungsteil } from '../../pruefungen/entities/schueler-in-pruefungsteil.entity';
import { Benutzerordner } from '../../benutzerordner/entities/benutzerordner.entity';
import { Datenexport } from '../../datenschutz/entities/datenexport.entity';
import { Anfrage } from '../../anfragen/entities/anfrage.entity';
import { SchulkontoAnbieter } from '../../schulkonto/entities/schulkonto-anbieter.entity';
import { SchulkontoVerknuepfung } from '../../schulkonto/entities/schulkonto-verknuepfung.entity';
import { SchuelerInGruppe } from '../../schuelergruppen/entities/schueler-in-gruppe.entity';
import { Schuelergruppe } from '../../schuelergruppen/entities/schuelergruppe.entity';
import { Mailausgang } from '../../mail/entities/mailausgang.entity';
import { SchuelerImWettbewerb } from '../../wettbewerbe/entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from '../../wettbewerbe/entities/wettbewerb.entity';
import { Lizenzbestellung } from '../../schulen/entities/lizenzbestellung.entity';
import { SchulAnsprechpartner } from '../../schulen/entities/schul-ansprechpartner.entity';
import { Schule } from '../../schulen/entities/schule.entity';
import { Benutzereinstellung } from '../../benutzereinstellungen/entities/benutzereinstellung.entity';
import { GeteilterStapel } from '../../unterrichtsmodule/entities/geteilter-stapel.entity';
import { Stapelablage } from '../../stapelablage/entities/stapelablage.entity';
import { TeamMitglied } from '../../unterrichtsmodule/entities/team-mitglied.entity';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Uploaderlaubnis } from '../../uploads/entities/uploaderlaubnis.entity';
import { VorabversionRueckfall } from '../../vorabversionen/entities/vorabversion-rueckfall.entity';
import { VorabversionSchule } from '../../vorabversionen/entities/vorabversion-schule.entity';
import { Benutzer } from '../../benutzer/entities/benutzer.entity';

export interface SchoolFixture {
  schoolA: Schule;
  schoolB: Schule;
  teacherA: Benutzer;
  pupilA: Benutzer;
  teacherB: Benutzer;
  individual: Benutzer;
  mainAdmin: Benutzer;
  stackA: Unterrichtsmodul;
  stackB: Unterrichtsmodul;
  cardB: Unterrichtsmodulteil;
  kategorieByTeacherA: FlashcardsKategorie;
}

let codeCounter = 0;

function user(manager: EntityManager, fields: Partial<Benutzer>): Promise<Benutzer> {
  codeCounter += 1;
  return manager.save(
    manager.create(Benutzer, {
      benutzername: `user${codeCounter}`,
      namevoll: `Test User ${codeCounter}`,
      anmeldecode: `TESTCODE${String(codeCounter).padStart(4, '0')}`,
      ...fields,
    }),
  );
}

/**
 * Two schools, an individual person and a main admin, with a row in EVERY table hanging off
 * school A (its users, their stacks, cards, exams, races, …) plus cross-links from school B and
 * the individual to school A's data. Used to prove that deleting school A leaves nothing behind.
 */
export async function createSchoolFixture(manager: EntityManager): Promise<SchoolFixture> {
  const schoolA = await manager.save(
    manager.create(Schule, { name1: 'Schule A', land: 'DE', lizenz_jahr: 2026 }),
  );
  const schoolB = await manager.save(manager.create(Schule, { name1: 'Schule B' }));
  const teacherA = await user(manager, {
    schule_id: schoolA.id,
    klassen_code: 'A-1',
    kann_stapel_veroeffentlichen: true,
  });
  const pupilA = await user(manager, {
    schule_id: schoolA.id,
    klassen_code: 'A-1',
    ist_schueler: true,
    create_user_id: teacherA.id,
  });
  const teacherB = await user(manager, { schule_id: schoolB.id, klassen_code: 'B-1' });
  const individual = await user(manager, { schule_id: null });
  const mainAdmin = await user(manager, { ist_main_admin: true });

  await manager.save(
    manager.create(SchulAnsprechpartner, {
      schule_id: schoolA.id,
      benutzer_id: teacherA.id,
      namevoll: 'Kontakt A',
      email: 'a@example.org',
    }),
  );
  await manager.save(
    manager.create(Lizenzbestellung, {
      schule_id: schoolA.id,
      jahr: 2026,
      bestellt_von_benutzer_id: teacherA.id,
      betrag: 300,
    }),
  );
  await manager.save(
    manager.create(Sitzung, {
      token_hash: 'a'.repeat(64),
      benutzer_id: teacherA.id,
      art: 'sitzung',
      laeuft_ab_am: new Date('2030-01-02T03:04:05Z'),
      zuletzt_benutzt_am: new Date(),
    }),
  );
  await manager.save(
    manager.create(Mailausgang, {
      benutzer_id: pupilA.id,
      empfaenger: 'p@example.org',
      betreff: 'Code',
      text: 'Text',
    }),
  );

  const gruppe = await manager.save(
    manager.create(Schuelergruppe, { bezeichnung: 'Gruppe A', klassen_code: 'A-1', schule_id: schoolA.id }),
  );
  await manager.save(
    manager.create(SchuelerInGruppe, { benutzer_id: pupilA.id, schueler_gruppe_id: gruppe.id }),
  );

  const thema = await manager.save(manager.create(FlashcardsThema, { bezeichnung: 'Thema' }));
  const kategorieByTeacherA = await manager.save(
    manager.create(FlashcardsKategorie, {
      kategorie: 'Kategorie A',
      flashcards_themen_id: thema.id,
      ersteller_benutzer_id: teacherA.id,
    }),
  );
  const ordner = await manager.save(
    manager.create(Benutzerordner, {
      benutzer_id: teacherA.id,
      name: 'Ordner',
      name_schluessel: 'ordner',
      parent_id: null,
    }),
  );
  const unterordner = await manager.save(
    manager.create(Benutzerordner, {
      benutzer_id: teacherA.id,
      name: 'Unterordner',
      name_schluessel: 'unterordner',
      parent_id: ordner.id,
    }),
  );

  const stackA = await manager.save(
    manager.create(Unterrichtsmodul, {
      bezeichnung: 'Stapel A',
      eigentuemer_id: teacherA.id,
      flashcards_kategorie_id: kategorieByTeacherA.id,
      benutzer_ordner_id: unterordner.id,
      wird_gemeinsam_bearbeitet: true,
    }),
  );
  const stackB = await manager.save(
    manager.create(Unterrichtsmodul, {
      bezeichnung: 'Kopie in B',
      eigentuemer_id: teacherB.id,
      flashcards_kategorie_id: kategorieByTeacherA.id,
      ist_kopie_von_umodul_id: stackA.id,
    }),
  );
  const stackIndividual = await manager.save(
    manager.create(Unterrichtsmodul, { bezeichnung: 'Eigener Stapel', eigentuemer_id: individual.id }),
  );
  await manager.save(
    manager.create(TeamMitglied, { unterrichtsmodul_id: stackA.id, benutzer_id: pupilA.id }),
  );

  const cardA = await manager.save(
    manager.create(Unterrichtsmodulteil, {
      unterrichtsmodule_id: stackA.id,
      autor_id: teacherA.id,
      frage: 'Frage A',
      antwort1: 'Antwort A',
    }),
  );
  await manager.save(
    manager.create(Unterrichtsmodulteil, {
      unterrichtsmodule_id: stackA.id,
      autor_id: pupilA.id,
      frage: 'Frage A2',
    }),
  );
  // A card in school B's stack written by school A's teacher: stays, its autor_id becomes NULL.
  const cardB = await manager.save(
    manager.create(Unterrichtsmodulteil, {
      unterrichtsmodule_id: stackB.id,
      autor_id: teacherA.id,
      frage: 'Frage B',
    }),
  );
  await manager.save(
    manager.create(Stapelergebnis, {
      unterrichtsmodul_id: stackA.id,
      benutzer_id: pupilA.id,
      ergebnis: 66.7,
      anzahl_karten_insg: 3,
    }),
  );
  await manager.save(
    manager.create(Quizantwort, {
      benutzer_id: pupilA.id,
      unterrichtsmodul_id: stackA.id,
      unterrichtsmodulteil_id: cardA.id,
      gewusst: true,
      fach_vorher: 1,
      fach_nachher: 2,
      anfrage_id: '6f1c2a8e-7b1d-4c3e-9a55-0d2b8e4f7a10',
    }),
  );
  // Issue 28: school A's identity provider and pupil A's link to it.
  await manager.save(
    manager.create(SchulkontoAnbieter, {
      schule_id: schoolA.id,
      schulkuerzel: 'schule-a',
      aussteller: 'https://anmeldung.schule-a.example',
      client_id: 'lernstapel',
      client_secret_verschluesselt: 'versiegelt',
      rollen_claim: null,
    }),
  );
  await manager.save(
    manager.create(SchulkontoVerknuepfung, {
      benutzer_id: pupilA.id,
      aussteller: 'https://anmeldung.schule-a.example',
      subjekt: 'pseudonym-a',
    }),
  );
  await manager.save(
    manager.create(Lernstand, {
      benutzer_id: pupilA.id,
      unterrichtsmodulteil_id: cardA.id,
      faellig_am: new Date('2026-01-03T08:10:00Z'),
      stabilitaet: 2.3,
      schwierigkeit: 5.1,
      tage_vergangen: 0,
      tage_geplant: 2,
      wiederholungen: 2,
      vergessen: 0,
      lernschritte: 0,
      zustand: 2,
      letzte_wiederholung: new Date('2026-01-01T08:10:00Z'),
    }),
  );
  await manager.save(
    manager.create(GeteilterStapel, {
      unterrichtsmodule_id: stackA.id,
      geteilt_mit_benutzer_id: pupilA.id,
      ist_aufgabe: true,
      aufgabe: 'Lernen',
      aufgabe_abgabe_bis: '2026-12-24',
    }),
  );
  await manager.save(
    manager.create(GeteilterStapel, {
      unterrichtsmodule_id: stackIndividual.id,
      geteilt_mit_benutzer_id: teacherA.id,
    }),
  );
  await manager.save(
    manager.create(Stapelablage, {
      unterrichtsmodule_id: stackA.id,
      stapel_eigentuemer_id: teacherA.id,
      stapel_absender_id: pupilA.id,
      status: 'Warten auf Überprüfung',
    }),
  );

  const pruefung = await manager.save(
    manager.create(Pruefung, {
      titel: 'Prüfung A',
      klassen_code: 'A-1',
      datum: '2026-11-30',
      unterrichtsmodul_id: stackA.id,
      ersteller_benutzer_id: teacherA.id,
      schule_id: schoolA.id,
      gesamtpunktezahl: 2,
    }),
  );
  const teil = await manager.save(
    manager.create(Pruefungsteil, { pruefung_id: pruefung.id, unterrichtsmodulteil_id: cardA.id, punkte: 2 }),
  );
  await manager.save(
    manager.create(SchuelerInPruefung, {
      pruefung_id: pruefung.id,
      schueler_id: pupilA.id,
      status: 'abgegeben',
      startzeit: new Date(),
      endezeit: new Date(),
    }),
  );
  await manager.save(
    manager.create(SchuelerInPruefungsteil, {
      schueler_id: pupilA.id,
      pruefungsteile_id: teil.id,
      antwort1: 'Antwort A',
      punkte: 1.5,
    }),
  );
  const pruefungB = await manager.save(
    manager.create(Pruefung, {
      titel: 'Prüfung B',
      klassen_code: 'B-1',
      datum: '2026-11-30',
      unterrichtsmodul_id: stackB.id,
      ersteller_benutzer_id: teacherB.id,
      schule_id: schoolB.id,
    }),
  );
  await manager.save(
    manager.create(Pruefungsteil, { pruefung_id: pruefungB.id, unterrichtsmodulteil_id: cardB.id }),
  );

  const wettbewerb = await manager.save(
    manager.create(Wettbewerb, {
      unterrichtsmodul_id: stackA.id,
      modultitel: 'Stapel A',
      start_benutzer_id: teacherA.id,
      sieger_benutzer_id: pupilA.id,
      schule_id: schoolA.id,
    }),
  );
  await manager.save(
    manager.create(SchuelerImWettbewerb, {
      wettbewerb_id: wettbewerb.id,
      benutzer_id: teacherA.id,
      einladung_angenommen: true,
      start_nr: 1,
    }),
  );
  await manager.save(
    manager.create(SchuelerImWettbewerb, {
      wettbewerb_id: wettbewerb.id,
      benutzer_id: pupilA.id,
      start_nr: 2,
      farbe: 'rot',
    }),
  );

  await manager.save(
    manager.create(Benutzereinstellung, {
      benutzer_id: pupilA.id,
      tag: 'showFlashCardsSymbole',
      boolvalue: true,
    }),
  );
  await manager.save(
    manager.create(Benutzereinstellung, {
      benutzer_id: teacherB.id,
      tag: 'lastUModuleID',
      intvalue: stackB.id,
    }),
  );
  await manager.save(
    manager.create(Benutzerablenkung, { benutzer_id: pupilA.id, zeit: new Date(), bemerkung: 'blur' }),
  );
  await manager.save(
    manager.create(Uploaderlaubnis, {
      benutzer_id: pupilA.id,
      erteilt_von_benutzer_id: teacherA.id,
      erlaubt_bis: new Date(Date.now() + 7_200_000),
    }),
  );
  await manager.save(
    manager.create(Anfrage, {
      benutzer_id: teacherA.id,
      schluessel: 'a1b2c3d4-0000-4000-8000-000000000001',
      route: 'POST /api/unterrichtsmodule',
      fertig: true,
      antwort: JSON.stringify({ id: stackA.id }),
    }),
  );
  await manager.save(
    manager.create(Datenexport, {
      exportiert_von_id: teacherA.id,
      betroffener_id: pupilA.id,
      schule_id: schoolA.id,
      umfang: 'lehrersicht',
      erstellt_am: new Date(),
    }),
  );
  // Issue 26 §5: school A runs a canary and its browsers fell back once.
  await manager.save(manager.create(VorabversionSchule, { schule_id: schoolA.id, gewaehlt_am: new Date() }));
  await manager.save(
    manager.create(VorabversionRueckfall, {
      schule_id: schoolA.id,
      remote: 'exams',
      manifest: '/remotes-vorab/exams/mf-manifest.json',
      grund: 'laden',
      anzahl: 1,
      zuletzt_am: new Date(),
    }),
  );

  return {
    schoolA,
    schoolB,
    teacherA,
    pupilA,
    teacherB,
    individual,
    mainAdmin,
    stackA,
    stackB,
    cardB,
    kategorieByTeacherA,
  };
}

/** Rows per table once school A is deleted: only school B, the individual, the admin and global data remain. */
export const ROWS_AFTER_DELETING_SCHOOL_A: Record<string, number> = {
  schule: 1,
  benutzer: 3,
  schule_ansprechpartner: 0,
  lizenzbestellung: 0,
  sitzung: 0,
  mailausgang: 0,
  schuelergruppe: 0,
  schuelerinallengruppen: 0,
  // the fixture's own topic and the topics the migrations seed (issue 23 §3)
  flashcardsthemen: 1 + FLASHCARDS_THEMEN.length,
  flashcards_kategorie: 1,
  benutzerordner: 0,
  unterrichtsmodul: 2,
  unterrichtsmodul_team: 0,
  unterrichtsmodulteil: 1,
  stapelergebnis: 0,
  quizantwort: 0,
  lernstand: 0,
  unterrichtsmodul_geteilt: 0,
  stapelablage: 0,
  pruefung: 1,
  pruefungsteil: 1,
  schuelerinpruefung: 0,
  schuelerinpruefungsteil: 0,
  wettbewerb: 0,
  schuelerimwettbewerb: 0,
  benutzereinstellung: 1,
  eingabehilfe: 9,
  benutzerablenkungen: 0,
  uploaderlaubnis: 0,
  anfrage: 0,
  datenexport: 0,
  vorabversion_schule: 0,
  vorabversion_rueckfall: 0,
  schulkonto_anbieter: 0,
  schulkonto_verknuepfung: 0,
};
