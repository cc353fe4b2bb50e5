import fp from 'fastify-plugin';

/**
 * Work that runs beside requests (DESIGN §7): each job's `run` is called every `intervalMs` once the app is ready and
 * no more after it closes. A pass never overlaps the job's previous one. Jobs keep their state in the database, so a
 * restart picks up where the last process stopped, and they must be safe with several processes running them (a
 * row lock decides who does what); the runner itself coordinates nothing between processes.
 */
export interface Job {
  name: string;
  intervalMs: number;
  run(): Promise<void>;
}

export interface JobRunner {
  add(job: Job): void;
  /** Runs one pass of the named job now (tests, and an operator's "send now"); waits for a pass in flight first. */
  runNow(name: string): Promise<void>;
}

interface Scheduled {
  job: Job;
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export const jobsPlugin = fp<{ enabled: boolean }>(async (app, { enabled }) => {
  const scheduled = new Map<string, Scheduled>();
  let stopped = false;

  const pass = (s: Scheduled): Promise<void> => {
    s.running ??= s.job
      .run()
      .catch((err: unknown) => app.log.error({ err, job: s.job.name }, 'background job failed'))
      .finally(() => {
        s.running = null;
      });
    return s.running;
  };

  const start = (s: Scheduled) => {
    const tick = () => {
      if (stopped) return;
      void pass(s).finally(() => {
        if (!stopped) s.timer = setTimeout(tick, s.job.intervalMs);
      });
    };
    s.timer = setTimeout(tick, s.job.intervalMs);
  };

  app.decorate('jobs', {
    add(job) {
      if (scheduled.has(job.name)) throw new Error(`job ${job.name} is already registered`);
      scheduled.set(job.name, { job, timer: null, running: null });
    },
    async runNow(name) {
      const s = scheduled.get(name);
      if (!s) throw new Error(`no job named ${name}`);
      if (s.running) await s.running;
      await pass(s);
    },
  } satisfies JobRunner);

  if (enabled) app.addHook('onReady', async () => scheduled.forEach(start));
  // Stop the timers and let a pass in flight finish before the database closes.
  app.addHook('onClose', async () => {
    stopped = true;
    const inFlight: Promise<void>[] = [];
    for (const s of scheduled.values()) {
      if (s.timer) clearTimeout(s.timer);
      if (s.running) inFlight.push(s.running);
    }
    await Promise.all(inFlight);
  });
});
