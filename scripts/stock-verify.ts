import { loadConfig } from '../server/config';
import { verifyStock } from '../server/warehouse/stock';
import { runCommand, withServerDatabase } from './command';

/**
 * `npm run stock:verify`: recomputes every stock balance and product total from the ledger and
 * lists what disagrees; exit code 1 when anything does. Reads the same configuration as the
 * server (DATABASE_URL, or the PGlite folder under DATA_DIR). With the embedded database the
 * server must be stopped first (one process per PGlite folder); while it runs, a superadmin can
 * use GET /api/warehouse/stock/verify instead.
 */
async function main(): Promise<number> {
  return withServerDatabase(loadConfig(), async (database) => {
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
  });
}

runCommand(main);
