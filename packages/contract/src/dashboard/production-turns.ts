/**
 * Production per hour counts only turns whose time can be measured (issue 30 §7): a turn bound to a machine counts
 * the machine's run time inside the turn (its controller runs clipped to the turn) when the controller ran it, any
 * other turn (and a bound one whose machine was never started on the controller: it reports over MQTT on its own)
 * its start → finish; either must reach MIN_MEASURED_TURN_MINUTES, or the turn is left out (steps clicked in quick
 * succession would otherwise give millions of pieces per hour). A job with no measured turn is left out entirely.
 * The server's SQL (`dashboard/kpi-values.ts`) applies the same rule; the drill-down names what was left out.
 */
export const MIN_MEASURED_TURN_MINUTES = 5;
export const MIN_MEASURED_TURN_SECONDS = MIN_MEASURED_TURN_MINUTES * 60;

export type TurnExclusion = 'SHORT' | 'MACHINE_IDLE';
export const TURN_EXCLUSION_LABELS: Record<TurnExclusion, string> = {
  SHORT: `작업 시간 ${MIN_MEASURED_TURN_MINUTES}분 미만`,
  MACHINE_IDLE: `설비 가동 ${MIN_MEASURED_TURN_MINUTES}분 미만`,
};

export interface FinishedTurn {
  /** Bound to a machine (work_progress.facility_id). */
  bound: boolean;
  /** Its start → finish. */
  clockSeconds: number;
  /** Its machine's controller run time inside the turn (0 when not bound or never started on the controller). */
  machineSeconds: number;
}

export type TurnMeasure = { seconds: number; excluded: null } | { seconds: 0; excluded: TurnExclusion };

export function measureTurn(turn: FinishedTurn): TurnMeasure {
  const byMachine = turn.bound && turn.machineSeconds > 0;
  const seconds = byMachine ? turn.machineSeconds : turn.clockSeconds;
  if (seconds >= MIN_MEASURED_TURN_SECONDS) return { seconds, excluded: null };
  return { seconds: 0, excluded: byMachine ? 'MACHINE_IDLE' : 'SHORT' };
}

/** '측정할 수 없는 작업 2건 제외: 작업 시간 5분 미만 1건, 설비 가동 5분 미만 1건'; null when nothing was left out. */
export function exclusionNote(excluded: TurnExclusion[]): string | null {
  if (!excluded.length) return null;
  const parts = (Object.keys(TURN_EXCLUSION_LABELS) as TurnExclusion[])
    .map((k) => [k, excluded.filter((e) => e === k).length] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${TURN_EXCLUSION_LABELS[k]} ${n}건`);
  return `측정할 수 없는 작업 ${excluded.length}건 제외: ${parts.join(', ')}`;
}
