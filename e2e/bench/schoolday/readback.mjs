// What the database holds after the day, in the shapes the checks of acknowledged.mjs compare.

export async function storedQuizAnswers(db, pupilIds) {
  if (pupilIds.length === 0) return [];
  const [rows] = await db.query('SELECT benutzer_id, anfrage_id FROM quizantwort WHERE benutzer_id IN (?)', [
    pupilIds,
  ]);
  return rows.map((row) => ({ benutzerId: row.benutzer_id, anfrageId: row.anfrage_id }));
}

export async function storedRaces(db, raceIds) {
  const stored = new Map();
  if (raceIds.length === 0) return stored;
  const [races] = await db.query('SELECT id, sieger_benutzer_id FROM wettbewerb WHERE id IN (?)', [raceIds]);
  for (const race of races) stored.set(race.id, { sieger: race.sieger_benutzer_id, positions: new Map() });
  const [players] = await db.query(
    'SELECT wettbewerb_id, benutzer_id, position FROM schuelerimwettbewerb WHERE wettbewerb_id IN (?)',
    [raceIds],
  );
  for (const player of players)
    stored.get(player.wettbewerb_id)?.positions.set(player.benutzer_id, player.position);
  return stored;
}

export async function storedExams(db, pruefungIds) {
  const stored = new Map();
  if (pruefungIds.length === 0) return stored;
  const [attempts] = await db.query(
    'SELECT schueler_id, status, note FROM schuelerinpruefung WHERE pruefung_id IN (?)',
    [pruefungIds],
  );
  for (const attempt of attempts)
    stored.set(attempt.schueler_id, {
      status: attempt.status,
      note: attempt.note === null ? null : Number(attempt.note),
      answers: new Map(),
    });
  const [answers] = await db.query(
    `SELECT a.schueler_id, a.pruefungsteile_id, a.antwort1 FROM schuelerinpruefungsteil a
       JOIN pruefungsteil t ON t.id = a.pruefungsteile_id WHERE t.pruefung_id IN (?)`,
    [pruefungIds],
  );
  for (const answer of answers)
    stored.get(answer.schueler_id)?.answers.set(answer.pruefungsteile_id, answer.antwort1);
  return stored;
}
