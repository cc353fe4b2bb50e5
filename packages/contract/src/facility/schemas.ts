import { z } from 'zod';
import { hexColor, isRealDate, optionalText, plainText, requiredText, wholeNumber } from '../common/validation.js';
import { MSG, withCommas } from '../common/messages.js';
import { defineWorkflow } from '../common/workflow.js';
import { FACILITY_EVENT_KINDS, RATED_PER_MINUTE_MAX } from './readings.js';

export const API_FACILITY_CONTACT = '/api/facility/contact';
export const API_FACILITY_MANAGER = '/api/facility/monitoring_manager';
export const API_FACILITY_MONITORING = '/api/facility/monitoring';
export const API_FACILITY_HISTORY = '/api/facility/history';
export const API_FACILITY_CONTROLLER = '/api/facility_controller';
/** The open jobs a run can be started for (the controller's 작업지시 pick). */
export const API_FACILITY_CONTROLLER_JOBS = '/api/facility_controller/jobs';
export const FacilityJobOptionSchema = z.object({
  workOrderId: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  buyerName: z.string().nullable(),
});
export type FacilityJobOption = z.infer<typeof FacilityJobOptionSchema>;
/** The sensor calls (spec 002 §7), served on the main port and on SENSOR_PORT. */
export const SENSOR_PATH = '/sensor';
/** A machine posting a reading over HTTP names itself in the path and proves it with this header. */
export const SENSOR_TOKEN_HEADER = 'x-sensor-token';

export const facilityMessages = {
  contactSaved: (name: string) => `${name} 접속 정보가 저장되었습니다.`,
  added: (name: string) => `${name} 설비가 등록되었습니다.`,
  removed: (name: string) => `${name} 설비가 삭제되었습니다.`,
  removeConfirm: (name: string) => `${name} 설비를 삭제하시겠습니까? 수신한 데이터와 가동 기록도 함께 삭제됩니다.`,
  tokenIssued: (name: string) => `${name} 설비의 HTTP 토큰이 발급되었습니다. 지금만 보이니 설비에 입력해두세요.`,
  tokenConfirm: '새 토큰을 발급하면 이전 토큰은 더 이상 쓸 수 없습니다. 발급하시겠습니까?',
  /** Spec 002 §9: "facility info saved" (the controller's start dialog). */
  facilityInfoSaved: '설비 정보가 저장되었습니다.',
  /** Spec 002 §9: "facility monitoring management saved". */
  managerSaved: '설비 모니터링 관리가 저장되었습니다.',
  stopped: (name: string) => `${name} 가동을 중지했습니다.`,
  stopConfirm: (name: string) => `${name} 가동을 중지하시겠습니까?`,
  notFound: '설비를 찾을 수 없습니다.',
  codeTaken: '이미 등록된 설비 코드입니다.',
  codeFormat: '설비 코드는 영문 대문자, 숫자, 밑줄(_)로 입력해주세요.',
  invalidIp: 'IP 주소 형식이 올바르지 않습니다. (예: 192.168.0.10)',
  startTimeFormat: '시작 시각 형식(YYYY-MM-DDTHH:mm:ss)이 올바르지 않습니다.',
  finishPassed: '종료 시각이 이미 지났습니다. 시작 시각이나 가동 시간을 확인해주세요.',
  durationRange: '가동 시간은 1~1,440분 사이로 입력해주세요.',
  layerRange: '레이어 수는 1~100,000 사이로 입력해주세요.',
  maxAmountRange: '최대 수량은 1~100,000,000 사이로 입력해주세요.',
  sensorTokenWrong: '설비 인증 토큰이 올바르지 않습니다.',
  sensorUnknownMachine: '등록되지 않은 설비 코드입니다.',
  eventNote: '신호 세기가 -50dBm 이하일 때 이벤트가 발생합니다.',
  counterJumpNote:
    '설비 정격 속도로는 나올 수 없는 카운터입니다. 생산 수량에 넣지 않고 비정상 카운터 이벤트로 기록했습니다.',
  counterResetNote: '카운터가 줄었습니다. 생산 수량에 넣지 않고 카운터 초기화 이벤트로 기록했습니다.',
  ratedRange: `정격 속도는 1~${withCommas(RATED_PER_MINUTE_MAX)} 사이로 입력해주세요.`,
  counterRange: '카운터는 -1,000,000~1,000,000 사이의 정수입니다.',
  rssiRange: '신호 세기(rssi)는 -150~0 사이의 정수입니다.',
  ipText: 'IP는 45자 이내의 문자열입니다.',
  hourlyRateRange: '시간당 단가는 0~10,000,000원 사이로 입력해주세요.',
  workOrderUnknown: '작업 중인 작업지시를 선택해주세요.',
} as const;

/** A run's states (workflow kit): the controller's chip and its start and stop buttons. */
export const facilityRunWorkflow = defineWorkflow({
  noun: '설비 가동',
  states: {
    STANDBY: { label: '대기', color: 'default' },
    SCHEDULED: { label: '예약', color: 'info' },
    RUNNING: { label: '가동중', color: 'success' },
  },
  actions: {
    start: { from: ['STANDBY'], to: 'RUNNING', label: '시작' },
    stop: { from: ['RUNNING', 'SCHEDULED'], to: 'STANDBY', label: '중지' },
  },
  unknownLabel: '표시 오류',
});
export type FacilityRunStatus = (typeof facilityRunWorkflow.values)[number];

const ipAddressText = optionalText(45).refine(
  (v) => v === '' || z.ipv4().safeParse(v).success || z.ipv6().safeParse(v).success,
  facilityMessages.invalidIp,
);
const facilityCode = requiredText(50).pipe(z.string().regex(/^[A-Z0-9_]+$/, facilityMessages.codeFormat));
const facilityName = requiredText(100);
const id = z.number().int().positive();

export const FacilityContactSchema = z.object({
  id: z.number().int(),
  facilityCode: z.string(),
  facilityName: z.string(),
  ipAddress: z.string(),
  /** Whether an HTTP token was issued (the token itself is never shown again). */
  hasToken: z.boolean(),
  /** MQTT messages on this machine's topic that did not prove the machine (unsigned, wrong, stale or replayed). */
  mqttRejected: z.number().int(),
  mqttRejectedAt: z.string().nullable(),
});
export type FacilityContact = z.infer<typeof FacilityContactSchema>;

/** PUT /api/facility/contact: one row's IP (spec: code and name shown, IP editable). */
export const FacilityContactUpdateSchema = z.strictObject({ id, ipAddress: ipAddressText });
export type FacilityContactUpdate = z.output<typeof FacilityContactUpdateSchema>;

/** POST /api/facility/contact: a machine the shop bought (beyond the spec's fixed list). */
export const FacilityCreateSchema = z.strictObject({ facilityCode, facilityName, ipAddress: ipAddressText });
export type FacilityCreateInput = z.input<typeof FacilityCreateSchema>;
export type FacilityCreateValues = z.output<typeof FacilityCreateSchema>;

export const FacilityTokenSchema = z.object({ facilityCode: z.string(), token: z.string() });

export const FacilityManagerSchema = z.object({
  id: z.number().int(),
  facilityCode: z.string(),
  facilityName: z.string(),
  circleColor: z.string(),
  maxAmount: z.number().int(),
  unit: z.string(),
  /** Rated speed in pieces per minute: the live gauge's top and the cap on a reading's step. */
  ratedPerMinute: z.number().int(),
  /** Job costing: whole won per hour of a run (0 = machine time not costed). */
  hourlyRate: z.number().int(),
});
export type FacilityManager = z.infer<typeof FacilityManagerSchema>;

export const FACILITY_MAX_AMOUNT = 100_000_000;
export const FACILITY_HOURLY_RATE_MAX = 10_000_000;
/** PUT /api/facility/monitoring_manager: the spec's payload; the code is shown, never changed. */
export const FacilityManagerUpdateSchema = z.strictObject({
  id,
  facilityCode: z.string().optional(),
  facilityName,
  circleColor: hexColor,
  maxAmount: wholeNumber({
    min: 1,
    max: FACILITY_MAX_AMOUNT,
    minMessage: facilityMessages.maxAmountRange,
    maxMessage: facilityMessages.maxAmountRange,
  }),
  unit: requiredText(20),
  /** Left out (the spec's payload) = unchanged. */
  ratedPerMinute: wholeNumber({
    min: 1,
    max: RATED_PER_MINUTE_MAX,
    minMessage: facilityMessages.ratedRange,
    maxMessage: facilityMessages.ratedRange,
  }).optional(),
  /** Left out = unchanged. */
  hourlyRate: wholeNumber({
    min: 0,
    max: FACILITY_HOURLY_RATE_MAX,
    minMessage: facilityMessages.hourlyRateRange,
    maxMessage: facilityMessages.hourlyRateRange,
  }).optional(),
});
export type FacilityManagerInput = z.input<typeof FacilityManagerUpdateSchema>;
export type FacilityManagerValues = z.output<typeof FacilityManagerUpdateSchema>;

/** One controller row per machine with its latest run (none yet: began, finish and totalLayer null). */
export const FacilityControllerSchema = z.object({
  id: z.number().int(),
  facilityCode: z.string(),
  facilityName: z.string(),
  runId: z.number().int().nullable(),
  began: z.string().nullable(),
  finish: z.string().nullable(),
  totalLayer: z.number().int().nullable(),
  /** The job the latest run was started for (job costing), with its order's number. */
  workOrderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  /** At the server's moment of answering; the screen recomputes it every second from began and finish. */
  status: facilityRunWorkflow.schema,
});
export type FacilityController = z.infer<typeof FacilityControllerSchema>;

/** 'YYYY-MM-DDTHH:mm:ss' on the shop's wall clock (spec 002 §9). */
export const isWallTime = (v: string) => {
  const m = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/.exec(v);
  return !!m && isRealDate(m[1]!);
};

/** PUT /api/facility_controller: start a run on machine `id` (spec payload id, began, duration, totalLayer). */
export const FacilityRunStartSchema = z.strictObject({
  id,
  began: plainText({ error: MSG.required }).refine(isWallTime, facilityMessages.startTimeFormat),
  duration: wholeNumber({
    min: 1,
    max: 1440,
    minMessage: facilityMessages.durationRange,
    maxMessage: facilityMessages.durationRange,
  }),
  totalLayer: wholeNumber({
    min: 1,
    max: 100_000,
    minMessage: facilityMessages.layerRange,
    maxMessage: facilityMessages.layerRange,
  }),
  /** Optional: the open job the run is for (its machine time is costed to that order). */
  workOrderId: z.number({ error: facilityMessages.workOrderUnknown }).int().positive().max(2_147_483_647).nullish(),
});
export type FacilityRunStartInput = z.input<typeof FacilityRunStartSchema>;
export type FacilityRunStartValues = z.output<typeof FacilityRunStartSchema>;

/** GET /api/facility/monitoring: one card per machine. */
export const FacilityMonitoringSchema = z.object({
  id: z.number().int(),
  facilityCode: z.string(),
  facilityName: z.string(),
  circleColor: z.string(),
  maxAmount: z.number().int(),
  unit: z.string(),
  ratedPerMinute: z.number().int(),
  /** The configured address (접속 정보); the last reading's own address is `lastIp`. */
  ipAddress: z.string(),
  /** Pieces counted in the last minute. */
  liveCount: z.number().int(),
  /** Pieces counted today on the shop calendar. */
  todayCount: z.number().int(),
  lastIp: z.string().nullable(),
  lastReceivedAt: z.string().nullable(),
  rssi: z.number().int().nullable(),
  running: z.boolean(),
});
export type FacilityMonitoring = z.infer<typeof FacilityMonitoringSchema>;
export const FacilityMonitoringAnswerSchema = z.object({
  day: z.string(),
  facilities: z.array(FacilityMonitoringSchema),
});
export type FacilityMonitoringAnswer = z.infer<typeof FacilityMonitoringAnswerSchema>;

export const FacilityEventSchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  facilityCode: z.string(),
  facilityName: z.string(),
  ip: z.string(),
  kind: z.enum(FACILITY_EVENT_KINDS),
  /** The reading's signal (a weak-signal event always has one). */
  rssi: z.number().int().nullable(),
  /** The refused step of a counter event. */
  counter: z.number().int().nullable(),
});
export type FacilityEvent = z.infer<typeof FacilityEventSchema>;

/** ?date=YYYY-MM-DD; left out = today on the shop calendar. */
export const FacilityDayQuerySchema = z.object({
  date: z.string().refine(isRealDate, MSG.invalidDate).optional(),
});

const sensorInt = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
/**
 * A machine's report (HTTP body, and the reading part of an MQTT message): pieces counted since its previous report
 * (a negative value is a counter reset, recorded as an event), its address, signal. Strict like every other body.
 */
const sensorReadingShape = {
  counter: sensorInt(-1_000_000, 1_000_000, facilityMessages.counterRange),
  ip: plainText({ error: facilityMessages.ipText }).max(45, facilityMessages.ipText).optional(),
  rssi: sensorInt(-150, 0, facilityMessages.rssiRange).optional(),
};
export const SensorReadingSchema = z.strictObject(sensorReadingShape);
export type SensorReading = z.infer<typeof SensorReadingSchema>;
/**
 * An MQTT message: the reading, `ts` (epoch ms, within MQTT_CLOCK_WINDOW_MS of the server's clock and later than the
 * machine's last accepted message) and `sig`, the hex HMAC-SHA256 of `mqttSigningText` under SHA-256(token).
 */
export const MqttReadingSchema = z.strictObject({
  ...sensorReadingShape,
  ts: z.number().int().positive(),
  sig: z.string().regex(/^[0-9a-f]{64}$/i),
});
export type MqttReading = z.infer<typeof MqttReadingSchema>;

export const SensorCodeParamSchema = z.object({ code: z.string().min(1).max(50) });

/** The sensor host's shapes (spec 002 §3), field names as the spec writes them. */
export const SensorRealtimeSchema = z.object({
  m_name: z.string(),
  ph_counter: z.number().int(),
  ph_ip: z.string(),
  ph_reg_date: z.string(),
  ph_rssi: z.number().int(),
});
export const SensorDayCountSchema = z.object({
  m_name: z.string(),
  ph_counter: z.number().int(),
  pc_ip: z.string(),
  pc_end_date: z.string(),
  pc_rssi: z.number().int(),
});
export const SensorEventSchema = z.object({
  ph_reg_date: z.string(),
  m_name: z.string(),
  ph_ip: z.string(),
  ph_rssi: z.number().int(),
});
