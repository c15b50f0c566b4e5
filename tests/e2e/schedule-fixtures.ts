import type { Actor } from '../../server/access';
import type { Services } from '../../server/services';

const admin: Actor = { user: { id: 'e2e-schedule', role: 'admin' }, clientKey: 'e2e-schedule' };

export interface ScheduleFixture {
  alpha: string;
  beta: string;
  gamma: string;
}

/**
 * Two stages and three sets on 26 September 2026 (Bucharest is UTC+3 then): Clash Alpha on Main Stage
 * 20:00–21:00, Clash Beta on Forest Stage 20:30–21:30 (overlaps Alpha), Gamma Riders on Main Stage 21:30–22:30.
 */
export async function scheduleFixture(services: Services): Promise<ScheduleFixture> {
  const main = await services.stages.create(admin, { name: 'Main Stage', order: 1 });
  const forest = await services.stages.create(admin, { name: 'Forest Stage', order: 2 });
  const band = (name: string, stageId: string, startsAt: string, endsAt: string) =>
    services.bands.create(admin, { name, country: 'Romania', biography: `${name} live.`, performanceDay: '26 September - DAY 1', stageId, startsAt, endsAt });
  const alpha = await band('Clash Alpha', main._id, '2026-09-26T17:00:00.000Z', '2026-09-26T18:00:00.000Z');
  const beta = await band('Clash Beta', forest._id, '2026-09-26T17:30:00.000Z', '2026-09-26T18:30:00.000Z');
  const gamma = await band('Gamma Riders', main._id, '2026-09-26T18:30:00.000Z', '2026-09-26T19:30:00.000Z');
  return { alpha: alpha._id, beta: beta._id, gamma: gamma._id };
}
