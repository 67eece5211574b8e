import { createTestApp, type TestApp } from '../testing/create-test-app';
import { ALLE_ENTITIES } from './testing/alle-entities';

/**
 * Issue 24: the API loads the entities its modules register (TypeOrmModule.forFeature,
 * autoLoadEntities); there is no central list in production. The tests' list must name exactly those,
 * so that the schema test (migrations.integration-spec.ts) covers every entity the API uses.
 */
describe('entities registered by the modules', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('are exactly the entities of the tests list', () => {
    const registered = testApp.dataSource.entityMetadatas.map((metadata) => metadata.target);
    const names = (entities: readonly unknown[]) =>
      entities.map((entity) => (typeof entity === 'function' ? entity.name : String(entity))).sort();
    expect(names(registered)).toEqual(names(ALLE_ENTITIES));
    expect(new Set(registered)).toEqual(new Set(ALLE_ENTITIES));
  });
});
