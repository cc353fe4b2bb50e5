import { afterAll, describe, expect, it } from 'vitest';
import { FACILITY_SIMULATOR_JOB } from '../src/modules/facilities/simulator';
import { engine, freshDatabaseUrl, makeApp } from './harness';
import { facilityFixture } from './facilities-fixture';

// Two server processes on one PostgreSQL database (PGlite is one process only by design).
describe.runIf(engine === 'postgres')('the equipment simulator in two server processes', async () => {
  const shared = await freshDatabaseUrl();
  afterAll(() => shared.drop());
  const one = await makeApp({ databaseUrl: shared.url, demo: false });
  const two = await makeApp({ databaseUrl: shared.url, demo: false });
  const f = await facilityFixture(one);

  it('makes one reading per running machine and interval, whichever processes run the pass', async () => {
    const id = await f.addMachine('SIM_TWO_01');
    for (const app of [one.app, two.app]) app.clock.fixAt('2026-06-01T01:00:00Z');
    await f.call('PUT', '/api/facility_controller', {
      id,
      began: '2026-06-01T10:00:00',
      duration: 45,
      totalLayer: 400,
    });
    await Promise.all([
      one.app.jobs.runNow(FACILITY_SIMULATOR_JOB),
      two.app.jobs.runNow(FACILITY_SIMULATOR_JOB),
      one.app.jobs.runNow(FACILITY_SIMULATOR_JOB),
      two.app.jobs.runNow(FACILITY_SIMULATOR_JOB),
    ]);
    expect(await f.readingsOf(id)).toHaveLength(1);
    for (const app of [one.app, two.app]) app.clock.fixAt('2026-06-01T01:00:03Z');
    await Promise.all([one.app.jobs.runNow(FACILITY_SIMULATOR_JOB), two.app.jobs.runNow(FACILITY_SIMULATOR_JOB)]);
    expect(await f.readingsOf(id)).toHaveLength(2);
  });
});
