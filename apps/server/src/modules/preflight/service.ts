import type { Readable } from 'node:stream';
import { finishedSizeMm, preflightMessages as M, type FilePreflight, type PreflightCheckView } from '@scm/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { findStoredFile, type StoredFileRow } from '../../platform/files/queries';
import type { FileStorage } from '../../platform/files/storage';
import {
  overallStatus,
  type PreflightCheck,
  type PreflightExpectations,
  type PreflightPool,
} from '../../platform/preflight';
import type { ServiceContext } from '../../platform/service';
import { findPreflight, orderFacts, orderOfProofFile, savePreflight, setAccepted, type PreflightRow } from './queries';

/** The owner kinds whose files are checked against an order (platform/files owner types of orders and proofs). */
const ORDER_FILE_OWNER = 'printing-order';
const PROOF_FILE_OWNER = 'proof-version';

/** What the preflight needs of the running app: where the bytes are, the worker pool, the database for background runs. */
export interface PreflightRuntime {
  storage: FileStorage;
  pool: PreflightPool;
  db: Db;
  log: FastifyBaseLogger;
}

let runtime: PreflightRuntime | null = null;

/** Set by the routes' registration (one app per process; tests build one at a time), cleared when it closes. */
export function setPreflightRuntime(next: PreflightRuntime | null) {
  runtime = next;
}

/** Expectations as stored and compared: every key present, null when unknown. */
export interface StoredExpectations {
  trimWidthMm: number | null;
  trimHeightMm: number | null;
  pages: number | null;
}

export const expectationsOf = (finishedSize: string | null | undefined, pages: number | null | undefined) => {
  const size = finishedSizeMm(finishedSize);
  return { trimWidthMm: size?.width ?? null, trimHeightMm: size?.height ?? null, pages: pages ?? null };
};

/** What the file's record expects: its order's size and pages (a draft or a proof); nothing for other files. */
export async function expectationsOfFile(db: Db, file: StoredFileRow): Promise<StoredExpectations | null> {
  const orderId =
    file.ownerType === ORDER_FILE_OWNER
      ? file.ownerId
      : file.ownerType === PROOF_FILE_OWNER
        ? await orderOfProofFile(db, file.id)
        : null;
  if (orderId === null) return null;
  const facts = await orderFacts(db, orderId);
  return facts ? expectationsOf(facts.finishedSize, facts.pages) : null;
}

const sameExpectations = (a: StoredExpectations, b: StoredExpectations) =>
  a.trimWidthMm === b.trimWidthMm && a.trimHeightMm === b.trimHeightMm && a.pages === b.pages;

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  // One fresh buffer the worker takes over (transferred, not copied).
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  return bytes;
}

/**
 * The face: checks a stored file in the worker pool and stores the checklist with it; answers the stored row.
 * `expectations` default to the file's record (its order's 완성 사이즈 and a brochure's pages). Call it outside a
 * transaction (after the commit): the check takes up to the pool's timeout. Null when the file is gone or the
 * preflight is not running (no app).
 */
export async function preflightStoredFile(
  ctx: Pick<ServiceContext, 'db'>,
  fileId: number,
  expectations?: StoredExpectations,
): Promise<PreflightRow | null> {
  if (!runtime) return null;
  const file = await findStoredFile(ctx.db, fileId);
  if (!file) return null;
  const expected = expectations ?? (await expectationsOfFile(ctx.db, file)) ?? expectationsOf(null, null);
  const bytes = await readAll(await runtime.storage.get(file.storageKey));
  const exp: PreflightExpectations = expected;
  const outcome = await runtime.pool.run({ bytes, fileName: file.originalFileName, expectations: exp });
  return savePreflight(ctx.db, {
    fileId,
    status: outcome.report.status,
    checks: outcome.report.checks,
    expectations: { ...expected },
    ranAt: new Date(),
    durationMs: outcome.durationMs,
  });
}

/** Checks the files in the background, one after another; a failure is logged and leaves the file unchecked. */
export function schedulePreflight(fileIds: readonly number[]): void {
  const current = runtime;
  if (!current || fileIds.length === 0) return;
  void (async () => {
    for (const id of fileIds) {
      try {
        await preflightStoredFile({ db: current.db }, id);
      } catch (err) {
        current.log.warn({ err, fileId: id }, 'preflight failed');
      }
    }
  })();
}

/** The stored checklist as the screens show it: accepted warnings marked, the status of what is left. */
export function presentPreflight(row: PreflightRow): FilePreflight {
  const checks = (row.checks as PreflightCheck[]).map((c): PreflightCheckView => {
    const accepted = row.accepted.find((a) => a.code === c.code);
    return { ...c, accepted: accepted ? { name: accepted.name, at: accepted.at } : null };
  });
  const open = checks.filter((c) => !c.accepted);
  const e = row.expectations as Partial<StoredExpectations>;
  return {
    fileId: row.fileId,
    status: overallStatus(open),
    checks,
    expectations: { trimWidthMm: e.trimWidthMm ?? null, trimHeightMm: e.trimHeightMm ?? null, pages: e.pages ?? null },
    ranAt: row.ranAt.toISOString(),
    durationMs: row.durationMs,
  };
}

/**
 * GET: the file's checklist (the caller has already been allowed to read the file). An unattached draft is checked
 * against the form's size and pages; an attached file against its record's. Checked again when those changed.
 */
export async function preflightForRead(
  db: Db,
  file: StoredFileRow,
  formExpectations: StoredExpectations,
): Promise<FilePreflight> {
  const expected =
    file.ownerType === null ? formExpectations : ((await expectationsOfFile(db, file)) ?? expectationsOf(null, null));
  const stored = await findPreflight(db, file.id);
  if (stored && sameExpectations(stored.expectations as unknown as StoredExpectations, expected)) {
    return presentPreflight(stored);
  }
  const row = await preflightStoredFile({ db }, file.id, expected);
  if (!row) throw notFound(M.fileNotFound);
  return presentPreflight(row);
}

/** Staff accept one warning of a file's checklist: it stays listed, marked with who and when. */
export async function acceptWarning(ctx: ServiceContext, fileId: number, code: string): Promise<FilePreflight> {
  return ctx.transaction(async (tx) => {
    const row = await findPreflight(tx.db, fileId);
    if (!row) throw conflict('PREFLIGHT_NOT_RUN', M.notChecked);
    const check = (row.checks as PreflightCheck[]).find((c) => c.code === code);
    if (!check || check.status !== 'warning') throw fieldError('code', M.notAWarning);
    if (row.accepted.some((a) => a.code === code)) return presentPreflight(row);
    const accepted = [
      ...row.accepted,
      { code, accountId: tx.actor.accountId, name: tx.actor.name, at: tx.clock.now().toISOString() },
    ];
    return presentPreflight((await setAccepted(tx.db, fileId, accepted))!);
  });
}
