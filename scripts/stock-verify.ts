import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DataDirLockedError, lockDataDir } from '../server/db/lock';
import { pgliteDirOf } from '../server/index';
import { verifyStock } from '../server/warehouse/stock';

/**
 * `npm run stock:verify`: recomputes every stock balance and product total from the ledger and
 * lists what disagrees; exit code 1 when anything does. Reads the same configuration as the
 * server (DATABASE_URL, or the PGlite folder under DATA_DIR). With the embedded database the
 * server must be stopped first (one process per PGlite folder); while it runs, a superadmin can
 * use GET /api/warehouse/stock/verify instead.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.databaseUrl ? null : pgliteDirOf(config) });
  try {
    await database.migrate();
    const result = await verifyStock(database.db);
    if (result.ok) {
      process.stdout.write(`Stok cocok dengan ledger: ${result.checked} saldo dan produk diperiksa, tidak ada selisih.\n`);
      return 0;
    }
    process.stdout.write(`Ada ${result.differences.length} selisih dari ${result.checked} yang diperiksa:\n`);
    for (const d of result.differences) {
      const where = d.kind === 'balance' ? `produk ${d.product_id} di gudang ${d.warehouse_id}` : `total produk ${d.product_id}`;
      process.stdout.write(`- ${where}: ledger ${d.ledger}, tercatat ${d.recorded}\n`);
    }
    return 1;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  },
);
