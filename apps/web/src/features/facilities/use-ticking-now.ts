import { useEffect, useState } from 'react';

/** Now, renewed every second (spec 002 §9: the controller clock ticks every second). */
export function useTickingNow(intervalMs = 1_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
