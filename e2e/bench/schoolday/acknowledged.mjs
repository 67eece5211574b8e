// Pure comparison of what the API acknowledged with what the database holds afterwards.

/**
 * Quiz answers. `sent`: every answer sent, as { benutzerId, anfrageId, acknowledged }; `stored`: the
 * rows of quizantwort for the same pupils, as { benutzerId, anfrageId }. Exactly what was acknowledged:
 * every acknowledged answer has one row, no row twice, no row the benchmark never sent. An answer that
 * failed (no acknowledgement) may or may not have been stored; those are counted, not errors.
 */
export function compareQuizAnswers(sent, stored) {
  const key = ({ benutzerId, anfrageId }) => `${benutzerId}/${anfrageId}`;
  const sentByKey = new Map(sent.map((answer) => [key(answer), answer]));
  const storedCount = new Map();
  for (const row of stored) storedCount.set(key(row), (storedCount.get(key(row)) ?? 0) + 1);
  const problems = [];
  let storedUnacknowledged = 0;
  for (const answer of sent) {
    const count = storedCount.get(key(answer)) ?? 0;
    if (answer.acknowledged && count === 0)
      problems.push(`quiz answer ${key(answer)} acknowledged but not stored`);
    if (!answer.acknowledged && count > 0) storedUnacknowledged += 1;
  }
  for (const [rowKey, count] of storedCount) {
    if (!sentByKey.has(rowKey)) problems.push(`quiz answer ${rowKey} stored but never sent`);
    if (count > 1) problems.push(`quiz answer ${rowKey} stored ${count} times`);
  }
  return {
    acknowledged: sent.filter((answer) => answer.acknowledged).length,
    stored: stored.length,
    storedUnacknowledged,
    problems,
  };
}

/**
 * Races. `played`: per race { id, winners: user ids some acknowledged answer named as winner,
 * positions: Map userId → correct answers acknowledged }; `stored`: per race id { sieger, positions:
 * Map userId → position }. Every race has exactly one winner, the one its answers named, and every
 * player's position is the number of their acknowledged correct answers.
 */
export function compareRaces(played, stored) {
  const problems = [];
  for (const race of played) {
    const row = stored.get(race.id);
    if (!row) {
      problems.push(`race ${race.id} not stored`);
      continue;
    }
    const winners = [...new Set(race.winners)];
    if (row.sieger === null) problems.push(`race ${race.id} has no winner`);
    if (winners.length !== 1) problems.push(`race ${race.id}: answers named ${winners.length} winners`);
    else if (row.sieger !== winners[0])
      problems.push(`race ${race.id}: winner ${row.sieger} stored, ${winners[0]} acknowledged`);
    for (const [userId, position] of race.positions) {
      const storedPosition = row.positions.get(userId);
      if (storedPosition !== position)
        problems.push(
          `race ${race.id}: player ${userId} at ${storedPosition} stored, ${position} acknowledged`,
        );
    }
  }
  return { races: played.length, problems };
}

/**
 * Exams. `handedIn`: per pupil { schuelerId, answers: Map partId → text, note } for every hand-in and
 * grade acknowledged; `stored`: Map schuelerId → { status, note, answers: Map partId → text }.
 */
export function compareExams(handedIn, stored) {
  const problems = [];
  for (const pupil of handedIn) {
    const row = stored.get(pupil.schuelerId);
    if (!row) {
      problems.push(`exam of pupil ${pupil.schuelerId} not stored`);
      continue;
    }
    if (pupil.note !== null && row.status !== 'korrigiert')
      problems.push(`exam of pupil ${pupil.schuelerId}: status ${row.status}, graded acknowledged`);
    if (pupil.note !== null && row.note !== pupil.note)
      problems.push(
        `exam of pupil ${pupil.schuelerId}: grade ${row.note} stored, ${pupil.note} acknowledged`,
      );
    for (const [partId, text] of pupil.answers) {
      if (row.answers.get(partId) !== text)
        problems.push(
          `exam of pupil ${pupil.schuelerId}, part ${partId}: ${JSON.stringify(row.answers.get(partId))} stored, ${JSON.stringify(text)} acknowledged`,
        );
    }
  }
  return { pupils: handedIn.length, problems };
}
