import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { TRANSAKTION_VERSUCHE, transaktion, warten } from './transaktion';

/** A driver error as mysql2 or better-sqlite3 report it, wrapped by TypeORM like a failed query. */
function fehler(code: string, errno?: number): QueryFailedError {
  return new QueryFailedError('UPDATE …', [], Object.assign(new Error(code), { code, errno }));
}

/** A data source whose transactions run `work` directly; counts the attempts. */
function datenbank() {
  const zaehler = { versuche: 0 };
  const dataSource = {
    transaction: (work: (manager: EntityManager) => Promise<unknown>) => {
      zaehler.versuche += 1;
      return work({} as EntityManager);
    },
  } as unknown as DataSource;
  return { dataSource, zaehler };
}

describe('transaktion: the one place that retries a lock conflict (issue 22 §3)', () => {
  beforeEach(() => {
    jest.spyOn(warten, 'pause').mockResolvedValue();
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['MySQL deadlock', fehler('ER_LOCK_DEADLOCK', 1213)],
    ['MySQL lock wait timeout', fehler('ER_LOCK_WAIT_TIMEOUT', 1205)],
    ['SQLite busy', fehler('SQLITE_BUSY')],
  ])('runs the work again after a %s and answers its result', async (_name, konflikt) => {
    const { dataSource, zaehler } = datenbank();
    let runde = 0;
    const ergebnis = await transaktion(dataSource, async () => {
      runde += 1;
      if (runde < 3) throw konflikt;
      return 'gespeichert';
    });
    expect(ergebnis).toBe('gespeichert');
    expect(zaehler.versuche).toBe(3);
    expect(warten.pause).toHaveBeenCalledTimes(2);
  });

  it(`gives up after ${TRANSAKTION_VERSUCHE} attempts with the last conflict`, async () => {
    const { dataSource, zaehler } = datenbank();
    const konflikt = fehler('ER_LOCK_DEADLOCK', 1213);
    await expect(
      transaktion(dataSource, async () => {
        throw konflikt;
      }),
    ).rejects.toBe(konflikt);
    expect(zaehler.versuche).toBe(TRANSAKTION_VERSUCHE);
  });

  it.each([
    ['a unique key', fehler('ER_DUP_ENTRY', 1062)],
    ['a bug', new TypeError('x is undefined')],
  ])('never repeats %s', async (_name, anderer) => {
    const { dataSource, zaehler } = datenbank();
    await expect(
      transaktion(dataSource, async () => {
        throw anderer;
      }),
    ).rejects.toBe(anderer);
    expect(zaehler.versuche).toBe(1);
  });
});
