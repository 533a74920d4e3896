import http from 'node:http';
import pg from 'pg';
import { z } from 'zod';

/**
 * The product-list bench's baseline (scripts/bench/products.ts startBareList): the least a server
 * can do for the same list call. node:http and a pg pool the size of ours, no framework, no session
 * or access check, no validation: each known path replays the SQL statements our handler sends for
 * it (captured from drizzle's query log) and answers the page's rows as JSON.
 */

const config = z
  .object({ url: z.string(), routes: z.record(z.string(), z.array(z.object({ text: z.string(), params: z.array(z.unknown()) }))) })
  .parse(JSON.parse(process.env.BARE_LIST ?? '{}'));

// The same pool size as the server's (server/db/client.ts).
const pool = new pg.Pool({ connectionString: config.url, max: 10 });

async function answer(path: string): Promise<{ status: number; body: string }> {
  const statements = config.routes[path];
  if (!statements) return { status: 404, body: '' };
  const results: unknown[][] = [];
  for (const statement of statements) results.push((await pool.query(statement.text, statement.params)).rows);
  // Statement 1 finds the page and its count, statement 2 reads the page's rows.
  return { status: 200, body: JSON.stringify({ data: results[1] ?? [], pagination: results[0]?.[0] ?? null }) };
}

const server = http.createServer((req, res) => {
  answer(req.url ?? '').then(
    ({ status, body }) => res.writeHead(status, { 'content-type': 'application/json' }).end(body),
    (error: unknown) => res.writeHead(500).end(String(error)),
  );
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`siap di http://127.0.0.1:${address.port}`);
});

process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end();
});
