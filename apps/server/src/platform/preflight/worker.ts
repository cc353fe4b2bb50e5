/**
 * The preflight worker: one job per worker, then it exits. Reads the file (a path, or bytes handed over), runs the
 * pure checks and posts the report with its own peak heap. Runs under the pool's resource limits and timeout.
 */
import fs from 'node:fs/promises';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { preflight } from './check';
import type { PreflightJob, PreflightWorkerReply } from './pool';

let peak = 0;
const sample = () => {
  const heap = v8.getHeapStatistics();
  peak = Math.max(peak, heap.used_heap_size + heap.external_memory);
};
const timer = setInterval(sample, 25);

// pdf-lib reports every odd object on the console; a customer's file is not the server log's business.
console.warn = () => {};
console.log = () => {};

async function run(job: PreflightJob): Promise<PreflightWorkerReply> {
  const bytes = job.path ? new Uint8Array(await fs.readFile(job.path)) : job.bytes!;
  sample();
  const result = await preflight(bytes, job.fileName, job.expectations);
  sample();
  return { ok: true, report: result, peakBytes: peak };
}

void run(workerData as PreflightJob)
  .catch((err: unknown): PreflightWorkerReply => ({ ok: false, error: String(err), peakBytes: peak }))
  .then((reply) => {
    clearInterval(timer);
    parentPort!.postMessage(reply);
  });
