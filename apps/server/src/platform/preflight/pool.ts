import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { report, type PreflightExpectations, type PreflightReport } from './types';

/** One file to check: its bytes (handed over, not copied) or a path the worker reads itself. */
export interface PreflightJob {
  bytes?: Uint8Array;
  path?: string;
  fileName: string;
  expectations: PreflightExpectations;
}

export type PreflightWorkerReply =
  { ok: true; report: PreflightReport; peakBytes: number } | { ok: false; error: string; peakBytes: number };

export interface PreflightOutcome {
  report: PreflightReport;
  durationMs: number;
  /** The worker's peak heap (V8 heap and array buffers); null when it was stopped. */
  peakBytes: number | null;
}

export interface PreflightPoolOptions {
  /** Workers at once; more jobs wait in line. */
  size?: number;
  timeoutMs?: number;
  /** The worker's V8 old-generation limit; with the young generation and code this bounds its heap. */
  maxHeapMb?: number;
}

const stopped = (why: string): PreflightReport =>
  report([{ code: 'limit', status: 'unknown', title: '파일 검사', detail: `확인 못 함 (${why})` }]);

/**
 * Where the worker's code is: beside this file when running from source (tests, dev: loaded through tsx), or
 * `preflight-worker.js` beside the bundled main.js (build.mjs makes it an entry of its own).
 */
function workerSource(): { filename: string | URL; eval: boolean } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { filename: new URL('./preflight-worker.js', here), eval: false };
  const tsxApi = path.join(path.dirname(createRequire(here).resolve('tsx/package.json')), 'dist/esm/api/index.mjs');
  const entry = new URL('./worker.ts', here).href;
  const code = `import(${JSON.stringify(pathToFileURL(tsxApi).href)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return { filename: code, eval: true };
}

/**
 * Runs preflight checks off the request thread: each job in a fresh worker with a heap limit and a timeout that
 * terminates it, so a hostile file (millions of objects, deep nesting) costs at most `timeoutMs` of one core and
 * the limit's memory. At most `size` workers run; the rest queue.
 */
export class PreflightPool {
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly maxHeapMb: number;
  private running = 0;
  private readonly queue: (() => void)[] = [];
  private closed = false;
  private readonly workers = new Set<Worker>();

  constructor(opts: PreflightPoolOptions = {}) {
    this.size = opts.size ?? 1;
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.maxHeapMb = opts.maxHeapMb ?? 256;
  }

  async run(job: PreflightJob): Promise<PreflightOutcome> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running++;
    try {
      return await this.runNow(job);
    } finally {
      this.running--;
      this.queue.shift()?.();
    }
  }

  private runNow(job: PreflightJob): Promise<PreflightOutcome> {
    const started = performance.now();
    const done = (result: PreflightReport, peakBytes: number | null): PreflightOutcome => ({
      report: result,
      durationMs: Math.round(performance.now() - started),
      peakBytes,
    });
    if (this.closed) return Promise.resolve(done(stopped('서버 종료 중'), null));
    const source = workerSource();
    const transfer = job.bytes && job.bytes.byteOffset === 0 && job.bytes.byteLength === job.bytes.buffer.byteLength;
    const worker = new Worker(source.filename, {
      eval: source.eval,
      workerData: job,
      transferList: transfer ? [job.bytes!.buffer as ArrayBuffer] : [],
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    this.workers.add(worker);
    return new Promise<PreflightOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: PreflightOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.workers.delete(worker);
        void worker.terminate();
        resolve(outcome);
      };
      const timer = setTimeout(() => finish(done(stopped('시간 초과'), null)), this.timeoutMs);
      worker.on('message', (reply: PreflightWorkerReply) =>
        finish(reply.ok ? done(reply.report, reply.peakBytes) : done(stopped('검사 오류'), reply.peakBytes)),
      );
      worker.on('error', (err: Error & { code?: string }) =>
        finish(done(stopped(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? '메모리 초과' : '검사 오류'), null)),
      );
      worker.on('exit', () => finish(done(stopped('검사 오류'), null)));
    });
  }

  /** Stops running workers (their jobs answer "확인 못 함") and refuses new ones. */
  async close() {
    this.closed = true;
    await Promise.all([...this.workers].map((w) => w.terminate()));
  }
}
