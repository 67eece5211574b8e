// The school day itself: what each teacher and pupil does, as the portal's pages do it over HTTP.
import { randomUUID } from 'node:crypto';
import { Browser } from './browser.mjs';
import { openPush } from './push-listener.mjs';
import { typo } from './seed.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A think time around `meanMs` (half to one and a half of it). */
const think = (meanMs) => sleep(meanMs * (0.5 + Math.random()));
const today = () => new Date().toISOString().slice(0, 10);
/** A 2xx answer (POST /api/wettbewerbe answers 201). */
const ok = (answer) => answer.status >= 200 && answer.status < 300;
const answerTo = (frage) => String(frage).replace('Frage', 'Antwort');

/** What the day acknowledged, for the checks and the push figures. */
export function newRecord() {
  return { quiz: [], races: new Map(), exams: [], pushFailures: 0, pushReconnects: 0, dropped: [] };
}

async function logIn(browser, code, { mistype }) {
  if (mistype) {
    await browser.call(
      'login',
      'POST',
      '/api/benutzer/check',
      { anmeldecode: typo(code) },
      { expected: [401] },
    );
    await sleep(2000); // reads the message, types again
  }
  const answer = await browser.call('login', 'POST', '/api/benutzer/check', { anmeldecode: code });
  if (!ok(answer)) return false;
  await browser.call('login: session', 'GET', '/api/session');
  return true;
}

/** Every screen of a race sees each acknowledged move: arrival time and the stream's instance. */
function watchRaces(record, userId) {
  return (ereignis, arrivedAt, instance) => {
    if (ereignis.art !== 'wettbewerb') return;
    const race = record.races.get(ereignis.stand.id);
    if (!race) return;
    if (ereignis.stand.sieger_benutzer_id !== null) race.decided = true;
    for (const move of race.moves) {
      if (move.arrivals.has(userId)) continue;
      const player = ereignis.stand.teilnehmer.find((t) => t.benutzer_id === move.userId);
      if (player && player.position >= move.position) move.arrivals.set(userId, { arrivedAt, instance });
    }
  };
}

async function arrive(pupil, ctx) {
  await sleep(pupil.arrivalMs);
  if (!(await logIn(pupil.browser, pupil.code, { mistype: Math.random() < ctx.options.typoShare })))
    return false;
  try {
    pupil.screen = await openPush(ctx.base, pupil.browser.cookieHeader, watchRaces(ctx.record, pupil.id));
  } catch {
    ctx.record.pushFailures += 1;
  }
  return true;
}

/** The assignment's 'Quiz starten': mailbox, own stacks, the copy, its quiz, then the answers. */
async function learn(pupil, cls, ctx) {
  const { browser } = pupil;
  await browser.call(
    'assignment: mailbox',
    'GET',
    `/api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${pupil.id}`,
  );
  await browser.call('assignment: own stacks', 'GET', `/api/unterrichtsmodule/${pupil.id}`);
  const copy = await browser.call('assignment: copy', 'POST', '/api/unterrichtsmodule/kopieren', {
    ist_kopie_von_umodul_id: cls.stackId,
  });
  if (!ok(copy)) return false;
  pupil.copyId = copy.body.unterrichtsmodul.id;
  const quiz = await browser.call('quiz: open', 'GET', `/api/unterrichtsmodulteile/quiz/${pupil.copyId}`);
  if (!ok(quiz)) return false;
  const cardIds = quiz.body.karten.map((karte) => karte.id);
  for (let n = 0; n < ctx.options.quizAnswers; n += 1) {
    await think(ctx.options.thinkMs);
    const anfrageId = randomUUID();
    const answer = await browser.call(
      'quiz: answer',
      'POST',
      '/api/unterrichtsmodulteile/quiz/fach',
      { id: cardIds[n % cardIds.length], gewusst: Math.random() < 0.7, anfrage_id: anfrageId },
      { requestId: anfrageId },
    );
    ctx.record.quiz.push({ benutzerId: pupil.id, anfrageId, acknowledged: ok(answer) });
  }
  return true;
}

/** One player answering until someone has won: mostly right, sometimes wrong, with think times. */
async function play(player, race, ctx) {
  let frage = (await player.browser.call('race: question', 'GET', `/api/wettbewerbe/${race.id}/frage`)).body;
  while (!race.decided && frage?.karte) {
    await think(ctx.options.raceThinkMs);
    if (race.decided) break;
    const right = Math.random() < 0.9;
    const move = {
      userId: player.id,
      position: frage.position + 1,
      arrivals: new Map(),
      ack: null,
      sentAt: performance.now(),
    };
    race.moves.push(move);
    const answer = await player.browser.call(
      'race: answer',
      'POST',
      `/api/wettbewerbe/${race.id}/antwort`,
      {
        position: frage.position,
        antwort: { kind: 'schriftlich', text: right ? answerTo(frage.karte.frage) : 'weiß nicht' },
      },
      { expected: [409] },
    );
    if (ok(answer) && answer.body.richtig) {
      move.sentAt = answer.sentAt;
      move.ack = { answeredAt: answer.answeredAt, instance: answer.instance };
      race.positions.set(player.id, move.position);
    } else race.moves.splice(race.moves.indexOf(move), 1);
    if (ok(answer)) {
      if (answer.body.stand.sieger_benutzer_id !== null) {
        race.winners.push(answer.body.stand.sieger_benutzer_id);
        race.decided = true;
      }
      frage = answer.body.frage;
    } else if (answer.status === 409)
      break; // decided meanwhile
    else
      frage = (await player.browser.call('race: question', 'GET', `/api/wettbewerbe/${race.id}/frage`)).body;
  }
}

/** A group of six: the first invites the others, they accept, the race starts and is played out. */
async function race(group, ctx) {
  const [starter, ...others] = group;
  const created = await starter.browser.call('race: create', 'POST', '/api/wettbewerbe', {
    unterrichtsmodul_id: starter.copyId,
    modus: 1,
    teilnehmer: others.map((pupil) => pupil.id),
  });
  if (!ok(created)) return;
  const state = {
    id: created.body.id,
    players: group.map((p) => p.id),
    moves: [],
    winners: [],
    positions: new Map(),
    decided: false,
  };
  for (const player of group) state.positions.set(player.id, 0);
  ctx.record.races.set(state.id, state);
  await Promise.all(
    others.map(async (pupil) => {
      await think(ctx.options.raceThinkMs);
      await pupil.browser.call('race: accept', 'POST', `/api/wettbewerbe/${state.id}/annehmen`);
    }),
  );
  const started = await starter.browser.call('race: start', 'POST', `/api/wettbewerbe/${state.id}/starten`);
  if (!ok(started)) return;
  await Promise.all(group.map((player) => play(player, state, ctx)));
}

/** The teacher prepares and releases the exam; the pupils sit it; the teacher grades; pupils read. */
async function exam(cls, teacher, pupils, ctx) {
  const created = await teacher.call('exam: prepare', 'POST', '/api/pruefungen');
  if (!ok(created)) return;
  const id = created.body.id;
  await teacher.call('exam: prepare', 'POST', `/api/pruefungen/id/${id}`, {
    titel: 'Vokabeltest',
    datum: today(),
    anweisung_vor_pruefung: 'Schreibe die Antworten.',
  });
  const teile = cls.cardIds
    .slice(0, ctx.options.examParts)
    .map((cardId) => ({ unterrichtsmodulteil_id: cardId, punkte: 2 }));
  await teacher.call('exam: prepare', 'PUT', `/api/pruefungen/pruefungsteile/${id}`, {
    unterrichtsmodul_id: cls.stackId,
    teile,
  });
  const released = await teacher.call('exam: release', 'POST', `/api/pruefungen/freigeben/${id}`, {
    freigegeben: true,
  });
  if (!ok(released)) return;
  const handedIn = new Map();
  await Promise.all(
    pupils.map(async (pupil) => {
      const { browser } = pupil;
      await think(ctx.options.thinkMs);
      await browser.call('exam: list', 'GET', `/api/pruefungen/${encodeURIComponent(cls.klassenCode)}`);
      if (!ok(await browser.call('exam: start', 'POST', `/api/pruefungen/start/${id}`))) return;
      const fragen = await browser.call('exam: questions', 'GET', `/api/pruefungen/pruefungsteile/${id}`);
      if (!ok(fragen)) return;
      const antworten = [];
      for (const frage of fragen.body) {
        await think(ctx.options.thinkMs);
        const antwort = {
          ...emptyAnswer(frage.id),
          antwort1: Math.random() < 0.8 ? answerTo(frage.frage) : 'keine Ahnung',
        };
        await browser.call(
          'exam: autosave',
          'PUT',
          `/api/pruefungen/schuelerinpruefungsteilen/${id}`,
          antwort,
        );
        antworten.push(antwort);
      }
      const abgabe = await browser.call(
        'exam: hand in',
        'POST',
        '/api/pruefungen/schuelerinpruefungsteilen',
        { pruefung_id: id, antworten },
      );
      if (ok(abgabe))
        handedIn.set(pupil.id, {
          schuelerId: pupil.id,
          answers: new Map(antworten.map((a) => [a.pruefungsteil_id, a.antwort1])),
          note: null,
        });
    }),
  );
  await teacher.call('exam: grade', 'GET', `/api/pruefungen/schuelerinpruefungen/${id}`);
  for (const pupil of pupils) {
    const entry = handedIn.get(pupil.id);
    if (!entry) continue;
    const read = await teacher.call(
      'exam: grade',
      'GET',
      `/api/pruefungen/schuelerinpruefungsteilen/${id}/${pupil.id}`,
    );
    if (!ok(read)) continue;
    const note = read.body.vorgeschlagene_note ?? 3;
    const graded = await teacher.call('exam: grade', 'POST', `/api/pruefungen/korrektur/${id}/${pupil.id}`, {
      teile: read.body.teile.map((teil) => ({
        pruefungsteil_id: teil.pruefungsteil_id,
        punkte: teil.vorgeschlagene_punkte ?? 0,
        kommentar_lehrperson: '',
      })),
      note,
      kommentar_lehrperson: 'Gut gemacht',
      korrigiert: true,
    });
    if (ok(graded)) entry.note = note;
  }
  ctx.record.exams.push({ pruefungId: id, pupils: [...handedIn.values()] });
  await Promise.all(
    pupils.map((pupil) =>
      pupil.browser.call(
        'exam: result',
        'GET',
        `/api/pruefungen/schuelerinpruefungsteilen/${id}/${pupil.id}`,
      ),
    ),
  );
}

function emptyAnswer(pruefungsteil_id) {
  return {
    pruefungsteil_id,
    antwort1: null,
    antwort2: null,
    antwort3: null,
    antwort4: null,
    antwort5: null,
    wahroderfalsch: null,
    konjug_ich: null,
    konjug_du: null,
    konjug_ersiees: null,
    konjug_wir: null,
    konjug_ihr: null,
    konjug_sie: null,
    beschriftungen: null,
  };
}

/** One class's day: the teacher assigns the stack; pupils arrive, learn, race in sixes, sit the exam. */
async function classDay(cls, ctx) {
  const teacher = new Browser(ctx.base, ctx.log);
  if (!(await logIn(teacher, cls.teacher.code, { mistype: false }))) return;
  await teacher.call('assignment: share', 'POST', '/api/unterrichtsmodule/teilen', {
    unterrichtsmodule_id: cls.stackId,
    benutzerids: cls.pupils.map((pupil) => pupil.id),
    ist_aufgabe: true,
    aufgabe: 'Lernt die Vokabeln im Quiz.',
    aufgabe_abgabe_bis: today(),
  });
  const present = [];
  await Promise.all(
    cls.pupils.map(async (pupil) => {
      pupil.browser = new Browser(ctx.base, ctx.log);
      if ((await arrive(pupil, ctx)) && (await learn(pupil, cls, ctx))) present.push(pupil);
      else ctx.record.dropped.push(pupil.id);
    }),
  );
  const groups = [];
  for (let start = 0; start + 1 < present.length; start += 6) groups.push(present.slice(start, start + 6));
  await Promise.all(groups.map((group) => race(group, ctx)));
  await exam(cls, teacher, present, ctx);
}

/** The whole school at once; logins spread evenly over `loginSeconds`. */
export async function schoolDay(base, school, options, log) {
  const record = newRecord();
  const ctx = { base, options, log, record };
  const everyone = school.classes.flatMap((cls) => cls.pupils);
  // Interleave the classes' arrivals, as pupils of all classes come in through the same door.
  const order = school.classes.flatMap((cls, c) =>
    cls.pupils.map((pupil, p) => ({ pupil, rank: p * school.classes.length + c })),
  );
  for (const { pupil, rank } of order)
    pupil.arrivalMs = (rank * options.loginSeconds * 1000) / everyone.length;
  await Promise.all(school.classes.map((cls) => classDay(cls, ctx)));
  await sleep(1000); // the last pushes arrive
  for (const pupil of everyone) {
    record.pushReconnects += pupil.screen?.reconnects ?? 0;
    pupil.screen?.close();
  }
  return record;
}
