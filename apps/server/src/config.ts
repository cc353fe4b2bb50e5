import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RANDOM_PAGE_COST } from './db/client';
import { passwordProblem } from './platform/auth/password-policy';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const DEFAULT_POSTCODE_SCRIPT_URL = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
export const DEFAULT_TRACKING_API_BASE_URL = 'https://info.sweettracker.co.kr';
export const DEFAULT_SMS_PROVIDER_URL = 'https://apis.aligo.in/send/';
export const DEFAULT_TAX_INVOICE_URL = 'https://popbill.linkhub.co.kr';
export const DEFAULT_TAX_INVOICE_AUTH_URL = 'https://auth.linkhub.co.kr';
export const DEFAULT_BUSINESS_STATUS_URL = 'https://api.odcloud.kr/api/nts-businessman/v1/status';

const ConfigSchema = z.object({
  PORT: z.coerce
    .number()
    .int()
    .min(1, 'PORT는 1~65535 사이여야 합니다.')
    .max(65535, 'PORT는 1~65535 사이여야 합니다.')
    .default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // PostgreSQL's planner price of a random page read for the app's connections (client.ts); 'server' keeps the
  // server's own setting.
  PG_RANDOM_PAGE_COST: z
    .string()
    .default(String(DEFAULT_RANDOM_PAGE_COST))
    .transform((v, ctx) => {
      if (v === 'server') return null;
      const cost = v.trim() === '' ? NaN : Number(v);
      if (cost > 0 && cost <= 1000) return cost;
      ctx.addIssue({ code: 'custom', message: "PG_RANDOM_PAGE_COST는 0보다 큰 수이거나 'server'입니다." });
      return z.NEVER;
    }),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL은 postgres:// 로 시작해야 합니다.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .superRefine((v, ctx) => {
      const problem = passwordProblem(v, 'admin');
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET은 32자 이상이어야 합니다.').optional(),
  DEMO_DATA: z
    .enum(['true', 'false'], { error: 'DEMO_DATA는 true 또는 false 입니다.' })
    .default('true')
    .transform((v) => v === 'true'),
  PUBLIC_ORIGIN: z.string().optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(20),
  UPLOAD_QUOTA_MB: z.coerce.number().min(0, 'UPLOAD_QUOTA_MB는 0 이상입니다(0은 제한 없음).').default(500),
  UPLOAD_RATE_MB_PER_10_MIN: z.coerce
    .number()
    .min(0, 'UPLOAD_RATE_MB_PER_10_MIN은 0 이상입니다(0은 제한 없음).')
    .default(200),
  UPLOAD_RATE_FILES_PER_10_MIN: z.coerce
    .number()
    .int()
    .min(0, 'UPLOAD_RATE_FILES_PER_10_MIN은 0 이상의 정수입니다(0은 제한 없음).')
    .default(100),
  // The postcode search script (Kakao/Daum); empty switches the search off (a shop LAN without internet).
  POSTCODE_SCRIPT_URL: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'POSTCODE_SCRIPT_URL은 http(s) 주소이거나 비어 있어야 합니다.' }),
    ])
    .default(DEFAULT_POSTCODE_SCRIPT_URL),
  // The parcel tracking provider (스마트택배); without a key the built-in carrier list and carrier links are used.
  TRACKING_API_KEY: z.string().trim().optional(),
  TRACKING_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'TRACKING_API_BASE_URL은 http(s) 주소여야 합니다.' })
    .default(DEFAULT_TRACKING_API_BASE_URL),
  // The SMS gateway (알리고); without key, user id and sender number messages stay in the outbox as 발송 설정 없음.
  SMS_PROVIDER_URL: z
    .url({ protocol: /^https?$/, error: 'SMS_PROVIDER_URL은 http(s) 주소여야 합니다.' })
    .default(DEFAULT_SMS_PROVIDER_URL),
  SMS_API_KEY: z.string().trim().optional(),
  SMS_USER_ID: z.string().trim().optional(),
  SMS_SENDER_NUMBER: z
    .string()
    .trim()
    .transform((v) => v.replace(/[-\s]/g, ''))
    .pipe(z.union([z.literal(''), z.string().regex(/^\d{8,12}$/, 'SMS_SENDER_NUMBER는 발신번호 숫자 8~12자리입니다.')]))
    .optional(),
  // The tax-invoice issuing service (Popbill-shaped); without link id and secret key invoices wait as 발행 대기 (수동).
  TAX_INVOICE_URL: z
    .url({ protocol: /^https?$/, error: 'TAX_INVOICE_URL은 http(s) 주소여야 합니다.' })
    .default(DEFAULT_TAX_INVOICE_URL),
  TAX_INVOICE_AUTH_URL: z
    .url({ protocol: /^https?$/, error: 'TAX_INVOICE_AUTH_URL은 http(s) 주소여야 합니다.' })
    .default(DEFAULT_TAX_INVOICE_AUTH_URL),
  TAX_INVOICE_LINK_ID: z.string().trim().optional(),
  TAX_INVOICE_SECRET_KEY: z.string().trim().optional(),
  // The NTS business-status lookup (휴폐업 조회, 공공데이터포털 key); without a key the status is not checked.
  BUSINESS_STATUS_URL: z
    .url({ protocol: /^https?$/, error: 'BUSINESS_STATUS_URL은 http(s) 주소여야 합니다.' })
    .default(DEFAULT_BUSINESS_STATUS_URL),
  BUSINESS_STATUS_SERVICE_KEY: z.string().trim().optional(),
  SMS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  SMS_RETRY_BASE_SECONDS: z.coerce.number().min(0.001).max(86_400).default(60),
  SMS_SEND_INTERVAL_SECONDS: z.coerce.number().min(0.05).max(3600).default(5),
  SMS_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  // Background jobs (the SMS sender); tests switch them off and run a job's pass by hand.
  JOBS_ENABLED: z
    .enum(['true', 'false'], { error: 'JOBS_ENABLED는 true 또는 false 입니다.' })
    .default('true')
    .transform((v) => v === 'true'),
  // The machines' broker (mqtt:// or mqtts://); unset = no MQTT (HTTP readings and the simulator still work).
  MQTT_URL: z
    .union([z.literal(''), z.string().regex(/^(mqtts?|wss?):\/\//, 'MQTT_URL은 mqtt:// 또는 mqtts:// 주소입니다.')])
    .optional(),
  MQTT_TOPIC_PREFIX: z
    .string()
    .regex(/^[^#+]*$/, 'MQTT_TOPIC_PREFIX에는 # 이나 + 를 쓸 수 없습니다.')
    .default('facility'),
  // A second listener for the sensor calls (/sensor/*); unset = on the main port only.
  SENSOR_PORT: z.coerce
    .number()
    .int()
    .min(1, 'SENSOR_PORT는 1~65535 사이여야 합니다.')
    .max(65535, 'SENSOR_PORT는 1~65535 사이여야 합니다.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SENSOR_RETENTION_DAYS: z.coerce.number().int().min(1, 'SENSOR_RETENTION_DAYS는 1 이상입니다.').max(3650).default(90),
  // The built-in equipment simulator: counts for machines with a running run. Default: on when no MQTT_URL is set.
  FACILITY_SIMULATOR: z
    .enum(['true', 'false', ''], { error: 'FACILITY_SIMULATOR는 true 또는 false 입니다.' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SECURE_COOKIES: bool,
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const entries = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (entries.length === 0 || (entries.length === 1 && ['false', '0', 'no'].includes(entries[0]!))) return false;
      const bad = entries.filter((e) => !isProxyAddress(e));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `TRUST_PROXY는 믿을 프록시의 주소나 대역을 쉼표로 나열합니다(예: 127.0.0.1,10.0.0.0/8). 잘못된 값: ${bad.join(', ')}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
});

/** Proxy names Fastify understands: an address, an address/prefix, or proxy-addr's named ranges. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string) {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The planner's random_page_cost for the app's PostgreSQL connections; null keeps the server's own. */
  randomPageCost: number | null;
  adminPassword: string | undefined;
  sessionSecret: string | undefined;
  demoData: boolean;
  /** Extra origins allowed on the WebSocket handshake besides the request's own host. */
  publicOrigins: string[];
  maxUploadBytes: number;
  /** Per account: bytes a customer may keep stored, and bytes/files anyone may upload per 10 minutes (0 = no limit). */
  uploadLimits: { quotaBytes: number; rateBytes: number; rateFiles: number };
  /** The postcode search script's address; null = switched off, the address is typed by hand. */
  postcodeScriptUrl: string | null;
  /** The parcel tracking provider: no key = the offline default (built-in carriers, links to carriers' sites). */
  parcelTracking: { apiKey: string | null; baseUrl: string };
  /** The tax-invoice issuing service; no link id or secret key = 발행 대기 (수동) and the 홈택스 Excel. */
  taxInvoice: { url: string; authUrl: string; linkId: string | null; secretKey: string | null };
  /** The NTS business-status lookup; no service key = not checked (said so on screen). */
  businessStatus: { url: string; serviceKey: string | null };
  /** The SMS gateway; any of key, user id or sender number missing = not configured (nothing is sent). */
  sms: {
    provider: { url: string; apiKey: string | null; userId: string | null; senderNumber: string | null };
    maxAttempts: number;
    retryBaseMs: number;
    intervalMs: number;
    /** Messages one process sends at a time, each claimed and leased on its own. */
    concurrency: number;
  };
  jobsEnabled: boolean;
  /** Equipment: the broker (null = none), topic prefix, second sensor port, retention of raw readings, simulator. */
  facilities: {
    mqttUrl: string | null;
    topicPrefix: string;
    sensorPort: number | null;
    retentionDays: number;
    simulator: boolean;
  };
  logLevel: string;
  webDist: string | undefined;
  secureCookies: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses, CIDRs or loopback/linklocal/uniquelocal); false
   * (the default) uses the connection's own address, so no client can pick the address rate limits count.
   */
  trustProxy: string[] | false;
};

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`설정 값이 올바르지 않습니다:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    randomPageCost: c.PG_RANDOM_PAGE_COST,
    adminPassword: c.ADMIN_PASSWORD,
    sessionSecret: c.SESSION_SECRET,
    demoData: c.DEMO_DATA,
    publicOrigins: (c.PUBLIC_ORIGIN ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    maxUploadBytes: Math.round(c.MAX_UPLOAD_MB * 1024 * 1024),
    uploadLimits: {
      quotaBytes: Math.round(c.UPLOAD_QUOTA_MB * 1024 * 1024),
      rateBytes: Math.round(c.UPLOAD_RATE_MB_PER_10_MIN * 1024 * 1024),
      rateFiles: c.UPLOAD_RATE_FILES_PER_10_MIN,
    },
    postcodeScriptUrl: c.POSTCODE_SCRIPT_URL || null,
    parcelTracking: { apiKey: c.TRACKING_API_KEY || null, baseUrl: c.TRACKING_API_BASE_URL.replace(/\/+$/, '') },
    sms: {
      provider: {
        url: c.SMS_PROVIDER_URL,
        apiKey: c.SMS_API_KEY || null,
        userId: c.SMS_USER_ID || null,
        senderNumber: c.SMS_SENDER_NUMBER || null,
      },
      maxAttempts: c.SMS_MAX_ATTEMPTS,
      retryBaseMs: Math.round(c.SMS_RETRY_BASE_SECONDS * 1000),
      intervalMs: Math.round(c.SMS_SEND_INTERVAL_SECONDS * 1000),
      concurrency: c.SMS_SEND_CONCURRENCY,
    },
    taxInvoice: {
      url: c.TAX_INVOICE_URL.replace(/\/+$/, ''),
      authUrl: c.TAX_INVOICE_AUTH_URL.replace(/\/+$/, ''),
      linkId: c.TAX_INVOICE_LINK_ID || null,
      secretKey: c.TAX_INVOICE_SECRET_KEY || null,
    },
    businessStatus: { url: c.BUSINESS_STATUS_URL, serviceKey: c.BUSINESS_STATUS_SERVICE_KEY || null },
    jobsEnabled: c.JOBS_ENABLED,
    facilities: {
      mqttUrl: c.MQTT_URL || null,
      topicPrefix: c.MQTT_TOPIC_PREFIX.replace(/\/+$/, ''),
      sensorPort: c.SENSOR_PORT ?? null,
      retentionDays: c.SENSOR_RETENTION_DAYS,
      simulator: c.FACILITY_SIMULATOR ? c.FACILITY_SIMULATOR === 'true' : !c.MQTT_URL,
    },
    logLevel: c.LOG_LEVEL,
    webDist: c.WEB_DIST,
    secureCookies: c.SECURE_COOKIES,
    trustProxy: c.TRUST_PROXY,
  };
}
