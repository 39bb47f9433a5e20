import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/client.js';
import { runAuditVerify } from './modules/audit/index.js';

/**
 * `npm run audit:verify` (issue 38): checks the audit trail's hash chains in the configured database (DATABASE_URL,
 * or PGlite in DATA_DIR/db), prints the number of entries checked and each break, and exits 1 when one was found.
 */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
let code = 1;
try {
  code = await runAuditVerify(database.db, (line) => console.log(line));
} finally {
  await database.close();
}
process.exit(code);
