/** Minutes between two instants, never negative (a clock a little ahead on one side reads as 0). */
export const minutesSince = (from: string | Date, to: Date = new Date()): number =>
  Math.max(0, Math.floor((to.getTime() - new Date(from).getTime()) / 60_000));

/**
 * A span of minutes as people say it: '2일 3시간', '3시간 5분', '5분', and '1분 미만' for less than a minute.
 * Days drop the minutes (a job held for days is not counted to the minute).
 */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '';
  const total = Math.max(0, Math.floor(minutes));
  if (total < 1) return '1분 미만';
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  if (days > 0) return hours > 0 ? `${days}일 ${hours}시간` : `${days}일`;
  if (hours > 0) return mins > 0 ? `${hours}시간 ${mins}분` : `${hours}시간`;
  return `${mins}분`;
}
