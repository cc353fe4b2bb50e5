import type http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createMqttFeed } from '../../platform/adapters/mqtt';
import { subscribeMachineFeed } from './feed';
import { facilityRetentionJob } from './retention';
import { facilityApiRoutes } from './routes';
import { listenForSensors } from './sensor-port';
import { sensorRoutes } from './sensor-routes';
import { facilitySimulatorJob } from './simulator';

export interface FacilityOptions {
  mqttUrl: string | null;
  topicPrefix: string;
  sensorPort: number | null;
  host: string;
  retentionDays: number;
  simulator: boolean;
}

/** The equipment area: staff calls, sensor calls, the MQTT feed, the simulator and the retention jobs. */
export async function facilityRoutes(app: FastifyInstance, options: FacilityOptions) {
  await app.register(facilityApiRoutes);
  await app.register(sensorRoutes);

  app.jobs.add(facilityRetentionJob(app.db, app.clock, options.retentionDays));
  if (options.simulator) app.jobs.add(facilitySimulatorJob({ db: app.db, clock: app.clock }));

  const feed = createMqttFeed({ url: options.mqttUrl, group: 'scm', log: app.log });
  let sensorServer: http.Server | undefined;
  app.addHook('onReady', async () => {
    await subscribeMachineFeed(feed, { db: app.db, clock: app.clock, topicPrefix: options.topicPrefix, log: app.log });
    if (options.sensorPort) sensorServer = await listenForSensors(app, options.sensorPort, options.host);
  });
  app.addHook('onClose', async () => {
    await feed.close();
    if (sensorServer) await new Promise<void>((resolve) => sensorServer!.close(() => resolve()));
  });
}
