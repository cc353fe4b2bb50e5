import type { CalendarEvent } from '@scm/contract';
import type { Dayjs } from 'dayjs';

const DAY = 'YYYY-MM-DD';

/** One event's piece inside one week row: columns 0–6, stacked on `lane`. */
export interface CalendarBar {
  event: CalendarEvent;
  startCol: number;
  span: number;
  lane: number;
  /** The event began before this week (or ends after it): the bar's edge is drawn open. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

export interface CalendarWeek {
  days: string[];
  bars: CalendarBar[];
  lanes: number;
}

/** The month's weeks, Sunday first (as Korean wall calendars), each with its events laid out as bars. */
export function layoutMonth(month: Dayjs, events: readonly CalendarEvent[]): CalendarWeek[] {
  const first = month.startOf('month');
  const last = month.endOf('month');
  const weeks: CalendarWeek[] = [];
  for (let start = first.subtract(first.day(), 'day'); !start.isAfter(last, 'day'); start = start.add(7, 'day')) {
    const days = Array.from({ length: 7 }, (_, i) => start.add(i, 'day').format(DAY));
    weeks.push(layoutWeek(days, events));
  }
  return weeks;
}

function layoutWeek(days: string[], events: readonly CalendarEvent[]): CalendarWeek {
  const weekStart = days[0]!;
  const weekEnd = days[6]!;
  const inWeek = events
    .filter((e) => e.startDate <= weekEnd && e.endDate >= weekStart)
    // Earlier first, then longer first: long bars settle on the top lanes.
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || b.endDate.localeCompare(a.endDate) || a.id - b.id);
  const laneEnds: number[] = [];
  const bars = inWeek.map((event): CalendarBar => {
    const startCol = event.startDate < weekStart ? 0 : days.indexOf(event.startDate);
    const endCol = event.endDate > weekEnd ? 6 : days.indexOf(event.endDate);
    let lane = laneEnds.findIndex((end) => end < startCol);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = endCol;
    return {
      event,
      startCol,
      span: endCol - startCol + 1,
      lane,
      continuesBefore: event.startDate < weekStart,
      continuesAfter: event.endDate > weekEnd,
    };
  });
  return { days, bars, lanes: laneEnds.length };
}

export const monthKey = (month: Dayjs) => month.format('YYYY-MM');
