/** Drives one URL with autocannon for a while and reports throughput and latency quantiles. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';

export interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** CPU the server process spent per answered request (user + system), when its pid was given. */
  cpuMs: number;
}

/** CPU seconds × 1000 a process has used so far (Linux /proc; clock ticks are 100 per second there). */
export function cpuTimeMs(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function drive(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string>; pid?: number },
): Promise<Figures> {
  const times: number[] = [];
  const cpuBefore = opts.pid ? cpuTimeMs(opts.pid) : NaN;
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: opts.connections, duration: opts.seconds, headers: opts.headers, timeout: 120 },
      (err, res) => (err ? reject(err as Error) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) times.push(ms);
      else errors++;
    });
  });
  const cpu = opts.pid ? cpuTimeMs(opts.pid) - cpuBefore : NaN;
  errors += result.errors + result.timeouts;
  times.sort((a, b) => a - b);
  const q = (p: number) => (times.length ? times[Math.min(times.length - 1, Math.floor(p * times.length))]! : NaN);
  return {
    rps: times.length / result.duration,
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    errors,
    cpuMs: cpu / Math.max(1, times.length + errors),
  };
}

/** Starts a server process and resolves once GET /api/health answers 200, with the milliseconds that took. */
export async function startServer(
  command: string[],
  env: Record<string, string>,
  base: string,
  log: (line: string) => void,
  /** Receives everything the process prints (stdout and stderr), as it comes. */
  output: string[] = [],
): Promise<{ child: ChildProcess; startedInMs: number; startCpuMs: number }> {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), { env: { ...process.env, ...env }, stdio: 'pipe' });
  const collect = (d: Buffer) => output.push(d.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited:\n${output.join('')}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 300_000) throw new Error(`${base} did not start:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  const startedInMs = performance.now() - started;
  const startCpuMs = cpuTimeMs(child.pid!);
  log(`${command.join(' ')} answered after ${startedInMs.toFixed(0)} ms (${startCpuMs} ms of its own CPU)`);
  return { child, startedInMs, startCpuMs };
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Waits (up to a minute) until PostgreSQL runs no query for anyone else on the database: requests abandoned at the
 * end of a run keep running there and would otherwise land on the next run.
 */
export async function settle(client: { query: (q: string) => Promise<{ rows: { n: number }[] }> }) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const r = await client.query(
      `select count(*)::int n from pg_stat_activity
       where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    if (r.rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function signIn(base: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password, rememberMe: false }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { jwt: string } };
  return { authorization: `Bearer ${body.data.jwt}` };
}
