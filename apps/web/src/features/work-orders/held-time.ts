/** A held time in Korean: '2일 3시간', '3시간 20분', '15분' ('1분 미만' under a minute). */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  const rest = m % 60;
  if (days > 0) return hours > 0 ? `${days}일 ${hours}시간` : `${days}일`;
  if (hours > 0) return rest > 0 ? `${hours}시간 ${rest}분` : `${hours}시간`;
  return m > 0 ? `${m}분` : '1분 미만';
}

/** How long a team has held a job, from `since` (ISO instant) to `now`. */
export const heldFor = (since: string | null, now = Date.now()) =>
  since === null ? '' : formatMinutes((now - Date.parse(since)) / 60_000);
