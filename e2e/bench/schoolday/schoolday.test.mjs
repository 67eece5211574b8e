// Unit tests of the benchmark's pure parts: `node --test e2e/bench/schoolday/` (nx run e2e:test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareExams, compareQuizAnswers, compareRaces } from './acknowledged.mjs';
import { pushFigures } from './push-figures.mjs';
import { formatStatuses, percentile, StepLog, summarize } from './stats.mjs';

describe('percentiles', () => {
  it('take the nearest rank, whatever the order', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1
    assert.equal(percentile(values, 50), 50);
    assert.equal(percentile(values, 95), 95);
    assert.equal(percentile(values, 99), 99);
    assert.equal(percentile(values, 100), 100);
  });

  it('of few values are the largest ones, never an interpolation', () => {
    assert.equal(percentile([10, 1000], 95), 1000);
    assert.equal(percentile([10, 1000], 50), 10);
    assert.equal(percentile([7], 99), 7);
    assert.equal(percentile([], 95), 0);
  });

  it('summarize gives count, p50, p95, p99 and max', () => {
    assert.deepEqual(summarize([3, 1, 2, 4]), { count: 4, p50: 2, p95: 4, p99: 4, max: 4 });
    assert.deepEqual(summarize([]), { count: 0, p50: 0, p95: 0, p99: 0, max: 0 });
  });
});

describe('the step log', () => {
  it('counts errors by status apart from expected ones, and 5xx and failed requests as server errors', () => {
    const log = new StepLog();
    log.record('login', 200, 10);
    log.record('login', 401, 12, true);
    log.record('login', 503, 30);
    log.record('login', 0, 40);
    log.record('quiz', 409, 5);
    const [login, quiz] = log.rows();
    assert.equal(login.count, 4);
    assert.deepEqual(login.errors, { 0: 1, 503: 1 });
    assert.deepEqual(login.expected, { 401: 1 });
    assert.equal(login.serverErrors, 2);
    assert.equal(quiz.serverErrors, 0);
    assert.equal(formatStatuses(login.errors), '1× 0, 1× 503');
  });
});

describe('the quiz answers against the database', () => {
  const sent = [
    { benutzerId: 1, anfrageId: 'a', acknowledged: true },
    { benutzerId: 1, anfrageId: 'b', acknowledged: true },
    { benutzerId: 2, anfrageId: 'c', acknowledged: false },
  ];

  it('pass when every acknowledged answer is stored once (an unacknowledged one may be)', () => {
    const result = compareQuizAnswers(sent, [
      { benutzerId: 1, anfrageId: 'a' },
      { benutzerId: 1, anfrageId: 'b' },
      { benutzerId: 2, anfrageId: 'c' },
    ]);
    assert.deepEqual(result.problems, []);
    assert.equal(result.storedUnacknowledged, 1);
  });

  it('find a lost, a doubled and a foreign answer', () => {
    const result = compareQuizAnswers(sent, [
      { benutzerId: 1, anfrageId: 'a' },
      { benutzerId: 1, anfrageId: 'a' },
      { benutzerId: 2, anfrageId: 'x' },
    ]);
    assert.deepEqual(result.problems, [
      'quiz answer 1/b acknowledged but not stored',
      'quiz answer 1/a stored 2 times',
      'quiz answer 2/x stored but never sent',
    ]);
  });
});

describe('the races against the database', () => {
  const played = [
    {
      id: 7,
      winners: [1],
      positions: new Map([
        [1, 10],
        [2, 4],
      ]),
    },
  ];

  it('pass with the one acknowledged winner and every acknowledged position', () => {
    const stored = new Map([
      [
        7,
        {
          sieger: 1,
          positions: new Map([
            [1, 10],
            [2, 4],
          ]),
        },
      ],
    ]);
    assert.deepEqual(compareRaces(played, stored).problems, []);
  });

  it('find no winner, another winner, two acknowledged winners and a lost move', () => {
    assert.deepEqual(
      compareRaces(
        played,
        new Map([
          [
            7,
            {
              sieger: null,
              positions: new Map([
                [1, 10],
                [2, 4],
              ]),
            },
          ],
        ]),
      ).problems,
      ['race 7 has no winner', 'race 7: winner null stored, 1 acknowledged'],
    );
    assert.deepEqual(
      compareRaces(
        [{ ...played[0], winners: [1, 2] }],
        new Map([
          [
            7,
            {
              sieger: 1,
              positions: new Map([
                [1, 10],
                [2, 3],
              ]),
            },
          ],
        ]),
      ).problems,
      ['race 7: answers named 2 winners', 'race 7: player 2 at 3 stored, 4 acknowledged'],
    );
    assert.deepEqual(compareRaces(played, new Map()).problems, ['race 7 not stored']);
  });
});

describe('the exams against the database', () => {
  const handedIn = [
    {
      schuelerId: 5,
      answers: new Map([
        [1, 'Antwort 1'],
        [2, 'keine Ahnung'],
      ]),
      note: 2,
    },
  ];

  it('pass when the answers, the status and the grade are stored', () => {
    const stored = new Map([
      [
        5,
        {
          status: 'korrigiert',
          note: 2,
          answers: new Map([
            [1, 'Antwort 1'],
            [2, 'keine Ahnung'],
          ]),
        },
      ],
    ]);
    assert.deepEqual(compareExams(handedIn, stored).problems, []);
  });

  it('find a changed answer, a missing grade and a missing attempt', () => {
    const stored = new Map([
      [
        5,
        {
          status: 'abgegeben',
          note: null,
          answers: new Map([
            [1, 'Antwort 1'],
            [2, null],
          ]),
        },
      ],
    ]);
    assert.deepEqual(compareExams(handedIn, stored).problems, [
      'exam of pupil 5: status abgegeben, graded acknowledged',
      'exam of pupil 5: grade null stored, 2 acknowledged',
      'exam of pupil 5, part 2: null stored, "keine Ahnung" acknowledged',
    ]);
    assert.deepEqual(compareExams(handedIn, new Map()).problems, ['exam of pupil 5 not stored']);
  });
});

describe('push figures', () => {
  it('split deliveries by the instance of the stream and of the answer, and count missed screens', () => {
    const race = {
      players: [1, 2, 3],
      moves: [
        {
          sentAt: 100,
          ack: { answeredAt: 130, instance: 'a' },
          arrivals: new Map([
            [1, { arrivedAt: 125, instance: 'a' }],
            [2, { arrivedAt: 170, instance: 'b' }],
          ]),
        },
        { sentAt: 200, ack: null, arrivals: new Map() },
      ],
    };
    const figures = pushFigures([race]);
    assert.equal(figures.deliveries, 2);
    assert.equal(figures.missed, 1);
    assert.deepEqual(figures.same.fromSend, { count: 1, p50: 25, p95: 25, p99: 25, max: 25 });
    assert.equal(figures.same.afterAck.p95, 0);
    assert.equal(figures.cross.fromSend.p95, 70);
    assert.equal(figures.cross.afterAck.p95, 40);
  });
});
