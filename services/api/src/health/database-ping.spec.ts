import { DataSource } from 'typeorm';
import { DatabasePing, PING_FRESH_MS } from './database-ping';

describe('DatabasePing (the ready check of the load balancer)', () => {
  let dataSource: DataSource;
  beforeEach(async () => {
    dataSource = await new DataSource({ type: 'better-sqlite3', database: ':memory:' }).initialize();
  });
  afterEach(async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
  });

  it('pings once for checks that come together or within a second, then again', async () => {
    const query = jest.spyOn(dataSource, 'query');
    const ping = new DatabasePing(dataSource);
    expect(await Promise.all([ping.answers(), ping.answers(), ping.answers()])).toEqual([true, true, true]);
    expect(await ping.answers()).toBe(true);
    expect(query).toHaveBeenCalledTimes(1);
    expect(await ping.answers(Date.now() + PING_FRESH_MS)).toBe(true);
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('says no at once for a closed data source, whatever the last ping said', async () => {
    const ping = new DatabasePing(dataSource);
    expect(await ping.answers()).toBe(true);
    await dataSource.destroy();
    expect(await ping.answers()).toBe(false);
  });

  it('says no when the statement fails', async () => {
    jest.spyOn(dataSource, 'query').mockRejectedValueOnce(new Error('gone'));
    expect(await new DatabasePing(dataSource).answers()).toBe(false);
  });
});
