const parseOrigin = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

/**
 * A browser always sends Origin on a WebSocket handshake and cookies ride along, so another site's page must
 * not be able to open our socket: allow our own host or a configured origin. Non-browser clients send no Origin.
 */
export function isOriginAllowed(
  origin: string | undefined,
  hosts: readonly (string | undefined)[],
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  const url = parseOrigin(origin);
  if (!url) return false;
  if (hosts.some((h) => h !== undefined && h.toLowerCase() === url.host)) return true;
  return allowedOrigins.some((allowed) => parseOrigin(allowed)?.origin === url.origin);
}
