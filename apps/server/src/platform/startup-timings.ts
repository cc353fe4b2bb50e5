/**
 * Start-up phase timings, printed when SCM_STARTUP_TIMINGS=1 (the cold-start benchmark sets it): each line gives the
 * milliseconds since the process started and the process's CPU time so far. Silent otherwise.
 */
const enabled = process.env.SCM_STARTUP_TIMINGS === '1';
let last = 0;

export function startupMark(phase: string) {
  if (!enabled) return;
  const now = performance.now();
  const cpu = process.cpuUsage();
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(
    `start-up ${phase.padEnd(28)} at ${now.toFixed(0).padStart(5)} ms (+${(now - last).toFixed(0).padStart(4)}), CPU ${cpuMs.toFixed(0)} ms`,
  );
  last = now;
}
