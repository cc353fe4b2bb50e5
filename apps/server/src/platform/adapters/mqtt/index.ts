import mqtt, { type MqttClient } from 'mqtt';

/** Messages from the machines' broker: each arrives once, at one server process, as topic and payload. */
export interface MqttFeed {
  /** Whether a broker is configured (false = the offline default: nothing arrives). */
  readonly configured: boolean;
  /** Subscribes to `topicFilter` (wildcards allowed) shared by every server process of the app. */
  subscribe(topicFilter: string, onMessage: (topic: string, payload: Buffer) => void): Promise<void>;
  close(): Promise<void>;
}

export interface MqttSettings {
  url: string | null;
  /** Shared-subscription group: with several server processes the broker hands each message to one of them. */
  group: string;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

/** No broker: machines report over HTTP, or the built-in simulator drives the gauges. */
export const offlineMqttFeed = (): MqttFeed => ({
  configured: false,
  subscribe: async () => undefined,
  close: async () => undefined,
});

/**
 * The `mqtt` client against MQTT_URL. It connects in the background and keeps reconnecting (every 5 s), so a broker
 * that is down at start-up delays readings, not the app; subscriptions are renewed on every (re)connect.
 */
export function brokerMqttFeed(settings: MqttSettings & { url: string }): MqttFeed {
  const client: MqttClient = mqtt.connect(settings.url, {
    reconnectPeriod: 5_000,
    connectTimeout: 10_000,
    clean: true,
    clientId: `scm-${process.pid}-${Math.random().toString(16).slice(2, 10)}`,
  });
  const filters = new Map<string, (topic: string, payload: Buffer) => void>();
  const shared = (filter: string) => `$share/${settings.group}/${filter}`;
  const subscribeAll = () => {
    for (const filter of filters.keys())
      client
        .subscribeAsync(shared(filter), { qos: 1 })
        .catch((err: unknown) => settings.log.warn({ err, filter }, 'MQTT subscribe failed'));
  };
  client.on('connect', () => {
    settings.log.info({ url: redact(settings.url) }, 'MQTT connected');
    subscribeAll();
  });
  client.on('error', (err) => settings.log.warn({ err: err.message }, 'MQTT error'));
  client.on('message', (topic, payload) => {
    for (const [filter, onMessage] of filters) if (matches(filter, topic)) onMessage(topic, payload);
  });
  return {
    configured: true,
    async subscribe(filter, onMessage) {
      filters.set(filter, onMessage);
      if (client.connected) await client.subscribeAsync(shared(filter), { qos: 1 });
    },
    async close() {
      await client.endAsync(true);
    },
  };
}

export function createMqttFeed(settings: MqttSettings): MqttFeed {
  return settings.url ? brokerMqttFeed({ ...settings, url: settings.url }) : offlineMqttFeed();
}

/** MQTT topic filter matching ('+' one level, '#' the rest). */
export function matches(filter: string, topic: string): boolean {
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return true;
    if (i >= t.length) return false;
    if (f[i] !== '+' && f[i] !== t[i]) return false;
  }
  return f.length === t.length;
}

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');
