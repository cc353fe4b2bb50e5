import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Principal } from '../auth/context';
import { AppError } from '../errors';

/** Upload limits per account (config.ts): a rate for everyone, a stored total for customers. 0 turns one off. */
export interface UploadLimits {
  /** Bytes a customer account may keep stored (sum of its files' sizes). */
  quotaBytes: number;
  /** Bytes and files any account may upload per `RATE_WINDOW_MINUTES`. */
  rateBytes: number;
  rateFiles: number;
}

export const RATE_WINDOW_MINUTES = 10;

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB`;

/** 429 with the seconds until the window has room again, sent as Retry-After (see plugin.ts). */
export class UploadRateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, 'UPLOAD_RATE_LIMITED', `짧은 시간에 너무 많은 파일을 올렸습니다. ${minutes}분 후에 다시 시도해주세요.`);
  }
}

export const quotaExceeded = (limits: UploadLimits) =>
  new AppError(
    413,
    'UPLOAD_QUOTA_EXCEEDED',
    `파일 저장 한도(${mb(limits.quotaBytes)})를 넘어 더 올릴 수 없습니다. 필요 없는 파일을 지운 뒤 다시 시도해주세요.`,
  );

interface Usage {
  totalBytes: number;
  recentBytes: number;
  recentFiles: number;
  /** Seconds until the oldest upload in the window leaves it. */
  windowFreesIn: number;
}

async function usageOf(db: Db, accountId: number): Promise<Usage> {
  const recent = sql`created_at > now() - make_interval(mins => ${RATE_WINDOW_MINUTES})`;
  const result = await db.execute(sql`
    select coalesce(sum(size), 0) as total,
           coalesce(sum(size) filter (where ${recent}), 0) as recent_bytes,
           count(*) filter (where ${recent}) as recent_files,
           coalesce(extract(epoch from min(created_at) filter (where ${recent})
             + make_interval(mins => ${RATE_WINDOW_MINUTES}) - now()), 0) as frees_in
      from stored_file where uploaded_by = ${accountId}`);
  // Both drivers answer { rows }; numbers come back as text (bigint, numeric).
  const row = (result as { rows: Record<'total' | 'recent_bytes' | 'recent_files' | 'frees_in', unknown>[] }).rows[0]!;
  return {
    totalBytes: Number(row.total),
    recentBytes: Number(row.recent_bytes),
    recentFiles: Number(row.recent_files),
    windowFreesIn: Math.max(1, Math.ceil(Number(row.frees_in))),
  };
}

/**
 * What an account may still upload now. Checked before a body is read, consumed while it streams (so an upload is
 * cut the moment it goes over), and checked again exactly when the rows are written (`checkUploadsFit`).
 */
export class UploadAllowance {
  private bytesUsed = 0;
  private filesUsed = 0;

  constructor(
    private readonly limits: UploadLimits,
    private readonly usage: Usage,
    private readonly customer: boolean,
  ) {}

  /** Throws the quota or rate error if `bytes` more (in `files` more files) would not fit. */
  check(bytes: number, files = 0) {
    const { limits, usage } = this;
    const total = this.bytesUsed + bytes;
    if (this.customer && limits.quotaBytes > 0 && usage.totalBytes + total > limits.quotaBytes) {
      throw quotaExceeded(limits);
    }
    if (limits.rateBytes > 0 && usage.recentBytes + total > limits.rateBytes) {
      throw new UploadRateLimited(usage.windowFreesIn);
    }
    if (limits.rateFiles > 0 && usage.recentFiles + this.filesUsed + files > limits.rateFiles) {
      throw new UploadRateLimited(usage.windowFreesIn);
    }
  }

  /** Before each file: is there room for one more file with at least one byte? */
  startFile() {
    this.check(1, 1);
    this.filesUsed += 1;
  }

  addBytes(bytes: number) {
    this.check(bytes);
    this.bytesUsed += bytes;
  }
}

const isCustomer = (p: Principal) => p.userType === 'customer';

export async function uploadAllowance(db: Db, limits: UploadLimits, principal: Principal) {
  return new UploadAllowance(limits, await usageOf(db, principal.accountId), isCustomer(principal));
}

/** Any number, as long as it is the same in every process: the advisory-lock class for per-account upload checks. */
const UPLOAD_LOCK_CLASS = 0x5f11e;

/**
 * Inside the transaction that writes the rows: serialises an account's concurrent uploads and checks the new
 * files still fit, so two requests at once cannot both use the last of the allowance.
 */
export async function checkUploadsFit(tx: Db, limits: UploadLimits, principal: Principal, sizes: number[]) {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_CLASS}, ${principal.accountId})`);
  const allowance = await uploadAllowance(tx, limits, principal);
  allowance.check(
    sizes.reduce((a, b) => a + b, 0),
    sizes.length,
  );
}
