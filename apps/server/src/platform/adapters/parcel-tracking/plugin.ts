import fp from 'fastify-plugin';
import { createParcelTracker, type ParcelTracker, type ParcelTrackingSettings } from './tracker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carriers and tracking (offline default, or the provider when a key is configured). */
    parcelTracker: ParcelTracker;
  }
}

export const parcelTrackingPlugin = fp<ParcelTrackingSettings>(async (app, settings) => {
  app.decorate('parcelTracker', createParcelTracker(settings, app.log));
});
