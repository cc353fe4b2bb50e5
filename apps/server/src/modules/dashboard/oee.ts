import { oee, roundRate, type DrillMonthQuery, type DrillOee } from '@scm/contract';
import type { ServiceContext } from '../../platform/service';
import { machineUse } from '../facilities';
import { defectTotals } from './kpi-values';
import { currentMonth, monthPeriod } from './period';

/** A 0–1 factor as a percentage with one decimal; null stays null ('–'). */
const percent = (v: number | null) => (v === null ? null : roundRate(v * 100));

/**
 * GET drill/oee: each machine's OEE for a month on the shop calendar (this month so far by default). Availability
 * and performance are the machine's own (its controller runs and its counters); quality is the shop's month
 * (completed inspections by end date), as an inspection names no machine or job. A machine that did not run in the
 * month made nothing to inspect: its quality is '–' like its other factors.
 */
export async function machineOee(ctx: ServiceContext, q: DrillMonthQuery): Promise<DrillOee> {
  const month = q.month ?? currentMonth(ctx.clock);
  const period = monthPeriod(month, ctx.clock.timeZone);
  const [machines, inspections] = await Promise.all([
    machineUse(ctx.db, period, ctx.clock.now()),
    defectTotals(ctx.db, period),
  ]);
  const inspected = inspections.denominator;
  const defects = inspections.numerator;
  return {
    month,
    inspected,
    defects,
    machines: machines.map((m) => {
      const ran = m.runMinutes > 0;
      const maxPerHour = m.ratedPerMinute * 60;
      const factors = oee({
        plannedMinutes: m.plannedMinutes,
        runMinutes: m.runMinutes,
        produced: m.produced,
        maxPerHour,
        inspected: ran ? inspected : 0,
        defects: ran ? defects : 0,
      });
      return {
        facilityId: m.id,
        facilityCode: m.code,
        facilityName: m.name,
        plannedMinutes: roundRate(m.plannedMinutes),
        runMinutes: roundRate(m.runMinutes),
        produced: m.produced,
        ratedPerHour: maxPerHour,
        availability: percent(factors.availability),
        performance: percent(factors.performance),
        quality: percent(factors.quality),
        oee: percent(factors.oee),
      };
    }),
  };
}
