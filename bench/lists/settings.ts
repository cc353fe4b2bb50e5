/** Names, ports and flags the lists benchmark's scripts share. */
export const BENCH_DATABASE = 'bench_lists';
export const ADMIN_PASSWORD = 'admin-pass-2468';
export const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret';

/** The PostgreSQL server (BENCH_PG_URL, default the local one) with a database name. */
export function serverUrl(database: string) {
  const url = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432');
  url.pathname = `/${database}`;
  return url.toString();
}

export const benchDatabaseUrl = () => serverUrl(BENCH_DATABASE);

/** `--name value` or `--name=value` from the command line. */
export function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === `--${name}`) return args[i + 1];
    if (a.startsWith(`--${name}=`)) return a.slice(name.length + 3);
  }
  return undefined;
}

/** The built app in production mode on `port`, signed in with the bench's admin password; `extra` adds or overrides. */
export const appEnvironment = (port: string, extra: Record<string, string> = {}): Record<string, string> => ({
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  ADMIN_PASSWORD,
  SESSION_SECRET,
  DEMO_DATA: 'false',
  LOG_LEVEL: 'warn',
  ...extra,
});
