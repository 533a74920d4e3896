import { ADMIN_PASSWORD_MIN, resetSuperAdminPassword } from '../server/auth/reset-password';
import { ConfigError, loadConfig } from '../server/config';
import { runCommand, withServerDatabase } from './command';

/**
 * `npm run admin:reset-password [-- --email <alamat>]`: sets a new Super Admin password.
 * The new password comes from ADMIN_NEW_PASSWORD, else from a prompt (typed twice, not shown), else
 * from the first line of stdin when it is not a terminal. Never from the command line: argv is
 * visible to every user of the machine (ps) and stays in the shell history.
 * Same configuration as the server (DATABASE_URL, or the PGlite folder under DATA_DIR, which
 * needs the server stopped).
 */
function emailArgument(): string | null {
  const at = process.argv.indexOf('--email');
  if (at === -1) return null;
  const value = process.argv[at + 1];
  if (!value || value.startsWith('--')) throw new ConfigError('--email butuh alamat email');
  return value;
}

/** One line typed at the terminal without echo (raw mode: the keys are read one by one). */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (key === '\u0003') {
          finish();
          reject(new Error('Dibatalkan.'));
          return;
        }
        if (key === '\u007f' || key === '\b') typed = typed.slice(0, -1);
        else typed += key;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    stdin.on('data', onData);
  });
}

async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function newPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_NEW_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return readFirstLine();
  const first = await promptHidden('Kata sandi baru Super Admin: ');
  const again = await promptHidden('Ulangi kata sandi baru: ');
  if (first !== again) throw new ConfigError('Kedua kata sandi tidak sama; tidak ada yang diubah.');
  return first;
}

async function main(): Promise<number> {
  const config = loadConfig();
  const email = emailArgument();
  const password = await newPassword();
  // Before the database opens: a typo costs no wait.
  if (password.length < ADMIN_PASSWORD_MIN) throw new ConfigError(`Kata sandi minimal ${ADMIN_PASSWORD_MIN} karakter; tidak ada yang diubah.`);
  return withServerDatabase(config, async (database) => {
    const result = await resetSuperAdminPassword(database.db, { email, adminEmail: config.adminEmail, password, now: new Date() });
    if (!result.ok) {
      process.stderr.write(`${result.message}\n`);
      return 1;
    }
    process.stdout.write(`Kata sandi ${result.email} sudah diganti; semua sesinya diakhiri. Silakan masuk dengan sandi baru.\n`);
    return 0;
  });
}

runCommand(main);
