// The school of the benchmark, written straight into the portal's database (it is the setting, not
// what is measured): one licensed school, per class a teacher and its pupils, and the teacher's stack
// of written-answer cards 'Frage n' → 'Antwort n' that becomes the assignment, the races and the exam.
import { randomInt } from 'node:crypto';

const LOGIN_CODE_ALPHABET = '34679ACEFHJKMNPRTWXY'; // libs/rules LOGIN_CODE_ALPHABET
const LOGIN_CODE_LENGTH = 12;

function loginCode() {
  let code = '';
  while (code.length < LOGIN_CODE_LENGTH) code += LOGIN_CODE_ALPHABET[randomInt(LOGIN_CODE_ALPHABET.length)];
  return code;
}

/** A wrong code one character off, as a pupil mistypes it. */
export function typo(code) {
  const last = code.at(-1);
  return (
    code.slice(0, -1) +
    LOGIN_CODE_ALPHABET[(LOGIN_CODE_ALPHABET.indexOf(last) + 1) % LOGIN_CODE_ALPHABET.length]
  );
}

async function insert(db, table, row) {
  const columns = Object.keys(row);
  const [result] = await db.query(
    `INSERT INTO \`${table}\` (${columns.map((column) => `\`${column}\``).join(', ')}) VALUES (?)`,
    [Object.values(row)],
  );
  return result.insertId;
}

async function insertMany(db, table, rows) {
  const columns = Object.keys(rows[0]);
  await db.query(
    `INSERT INTO \`${table}\` (${columns.map((column) => `\`${column}\``).join(', ')}) VALUES ?`,
    [rows.map((row) => columns.map((column) => row[column]))],
  );
}

/**
 * `classes` classes of `pupilsPerClass` pupils and a stack of `cards` cards per teacher. Answers
 * { schuleId, classes: [{ klassenCode, teacher: {id, code}, pupils: [{id, code}], stackId, cardIds }] }.
 */
export async function seedSchool(db, { run, classes, pupilsPerClass, cards }) {
  const schuleId = await insert(db, 'schule', {
    name1: `Schultag ${run}`,
    land: 'DE',
    lizenz_jahr: new Date().getUTCFullYear(),
  });
  const result = { schuleId, classes: [] };
  for (let c = 1; c <= classes; c += 1) {
    const klassenCode = `SD${run}-${c}`;
    const teacher = { code: loginCode() };
    teacher.id = await insert(db, 'benutzer', {
      benutzername: `sd${run}.lehrer${c}`,
      namevoll: `Lehrerin ${c}`,
      anmeldecode: teacher.code,
      schule_id: schuleId,
      klassen_code: klassenCode,
      ist_schueler: false,
      create_user_id: 0,
    });
    const pupils = Array.from({ length: pupilsPerClass }, () => ({ code: loginCode() }));
    await insertMany(
      db,
      'benutzer',
      pupils.map((pupil, p) => ({
        benutzername: `sd${run}.k${c}.s${p + 1}`,
        namevoll: `Schüler ${c}/${p + 1}`,
        anmeldecode: pupil.code,
        schule_id: schuleId,
        klassen_code: klassenCode,
        ist_schueler: true,
        create_user_id: teacher.id,
      })),
    );
    const [pupilRows] = await db.query(
      'SELECT id, anmeldecode FROM benutzer WHERE klassen_code = ? AND ist_schueler = 1',
      [klassenCode],
    );
    const idByCode = new Map(pupilRows.map((row) => [row.anmeldecode, row.id]));
    for (const pupil of pupils) pupil.id = idByCode.get(pupil.code);
    const stackId = await insert(db, 'unterrichtsmodul', {
      bezeichnung: `Vokabeln Klasse ${c}`,
      eigentuemer_id: teacher.id,
    });
    await insertMany(
      db,
      'unterrichtsmodulteil',
      Array.from({ length: cards }, (_, n) => ({
        unterrichtsmodule_id: stackId,
        autor_id: teacher.id,
        frage: `Frage ${n + 1}`,
        antwort1: `Antwort ${n + 1}`,
        antwort1_richtig: true,
        mussfrageschriftlichbeantworten: true,
        wahroderfalsch: -1,
      })),
    );
    const [cardRows] = await db.query(
      'SELECT id FROM unterrichtsmodulteil WHERE unterrichtsmodule_id = ? ORDER BY id',
      [stackId],
    );
    const cardIds = cardRows.map((row) => row.id);
    result.classes.push({ klassenCode, teacher, pupils, stackId, cardIds });
  }
  return result;
}
