import pg from 'pg';

/**
 * Runs `work` on a database of its own, made on the PostgreSQL server of DATABASE_URL and dropped
 * afterwards. Without DATABASE_URL it says so and answers null: those sections then measure PGlite only.
 */
export async function withFreshPostgres<T>(prefix: string, work: (url: string) => Promise<T>): Promise<T | null> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('  PostgreSQL: not measured (set DATABASE_URL to a PostgreSQL server; the bench makes and drops its own database there)');
    return null;
  }
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
