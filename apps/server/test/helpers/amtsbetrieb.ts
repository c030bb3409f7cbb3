// node --import tsx apps/server/test/helpers/amtsbetrieb.ts, with DATA_DIR (or DATABASE_URL) of a
// seeded demo whose portal is not running: adds the office of ten's data (amtsbetrieb-seed.ts). The
// e2e demo server runs it on its copy before it starts (startDemoServer's option `amtsbetrieb`).
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { connect } from '../../src/db/connect';
import { clockFor } from '../../src/infra/clock';
import { acquireDataDirLock } from '../../src/infra/lock';
import { seedAmtsbetrieb } from './amtsbetrieb-seed';

const config = loadConfig();
const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
const database = await connect({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await seedAmtsbetrieb(database, clockFor(config), config);
} finally {
  await database.close();
  lock?.release();
}
