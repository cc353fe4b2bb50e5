// The shop's local calendar (KST) unless TZ says otherwise; set before any date is made.
process.env.TZ ||= 'Asia/Seoul';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './seed';
import { buildApp } from './app';
import { dataDirStorage } from './platform/files/local-disk-storage';
import { startupMark } from './platform/startup-timings';

async function main() {
  startupMark('modules loaded');
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    randomPageCost: config.randomPageCost,
    mark: startupMark,
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: 종료합니다.`);
    try {
      await app.close();
    } finally {
      // Closing PGlite cleanly keeps its WAL consistent.
      await database.close();
      process.exit(0);
    }
  };
  await seedDatabase(database.db, {
    adminPassword: config.adminPassword,
    demo: config.demoData,
    log: (line) => console.log(line),
    storage: dataDirStorage(config.dataDir),
  });
  startupMark('seed');
  const app = await buildApp({ config, database });
  startupMark('app built');
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  startupMark('listening');
  console.log(
    `인쇄 SCM: http://localhost:${config.port} (${database.kind === 'pglite' ? `내장 DB ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
