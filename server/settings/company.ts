import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { fileUrl } from '../../common/contract/files';
import { DEFAULT_COMPANY, settingsEndpoints, type CompanySettings } from '../../common/contract/settings';
import type { CompanyInfo } from '../../common/print/purchasing';
import type { Clock } from '../auth/context';
import { writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import { saveCompanyNpwp, statutorySettingsOf } from '../salary/statutory/settings';
import type { FileStore } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { unauthenticated } from '../http/errors';
import { companySettings } from './tables';

/**
 * The company record (server/settings/tables.ts): GET for any signed-in user, PUT for a superadmin,
 * and `companyForPrint`, which printouts read (the logo embedded as a data URL, because
 * documents may read no file or URL while they render).
 */

const LOGO_AREA = 'company';
const SINGLE_ROW = 1;
const TEXT_FIELDS = ['name', 'address', 'phone'] as const;

type CompanyRow = typeof companySettings.$inferSelect;

function toSettings(row: CompanyRow | undefined, npwp: string): CompanySettings {
  if (!row) return { ...DEFAULT_COMPANY, npwp, logo: null, saved: false };
  return { name: row.name, address: row.address, phone: row.phone, npwp, logo: row.logo ? fileUrl(LOGO_AREA, row.logo) : null, saved: true };
}

async function companyRow(db: Db): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, SINGLE_ROW));
  return row;
}

export async function readCompany(db: Db): Promise<CompanySettings> {
  // The NPWP is the statutory settings' (salary module), read through its function.
  return toSettings(await companyRow(db), (await statutorySettingsOf(db)).company_npwp);
}

/** What a printout's header and footer show, the logo as a data URL. */
export async function companyForPrint(db: Db, files: FileStore): Promise<CompanyInfo> {
  const row = await companyRow(db);
  // No name yet prints an empty header line, never a made-up one (issue 27 §4).
  const settings = toSettings(row, '');
  const company: CompanyInfo = { name: settings.name, address: settings.address, ...(settings.phone ? { phone: settings.phone } : {}) };
  if (row?.logo) {
    const stored = await files.read(LOGO_AREA, row.logo);
    // pdfmake embeds JPEG and PNG only; another kind is left out rather than failing the printout.
    if (stored && (stored.mime === 'image/png' || stored.mime === 'image/jpeg')) company.logo = `data:${stored.mime};base64,${stored.data.toString('base64')}`;
  }
  return company;
}

export function registerCompanyRoutes(app: FastifyInstance, deps: { db: Db; files: FileStore; clock: Clock }): void {
  const { db, files, clock } = deps;

  const discardLogo = async (name: string | null, log: FastifyBaseLogger): Promise<void> => {
    if (!name) return;
    try {
      await files.remove(LOGO_AREA, name);
    } catch (error) {
      log.warn({ err: error, logo: name }, 'could not remove a company logo');
    }
  };

  registerEndpoint(app, settingsEndpoints.getCompany, async () => ({ data: await readCompany(db) }));

  registerEndpoint(app, settingsEndpoints.putCompany, async ({ body, files: received, auth, request }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const logo = received.logo ? await files.save(LOGO_AREA, received.logo) : null;
    let replaced: string | null = null;
    try {
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(companySettings).where(eq(companySettings.id, SINGLE_ROW)).for('update');
        const keepLogo = logo ?? (body.remove_logo ? null : (current?.logo ?? null));
        replaced = current?.logo && current.logo !== keepLogo ? current.logo : null;
        const values = { name: body.name, address: body.address, phone: body.phone, logo: keepLogo, updatedAt: now, updatedBy: auth.user.id };
        await tx
          .insert(companySettings)
          .values({ id: SINGLE_ROW, ...values })
          .onConflictDoUpdate({ target: companySettings.id, set: values });
        const changed: string[] = TEXT_FIELDS.filter((field) => !current || current[field] !== values[field]);
        if (replaced || logo) changed.push('logo');
        await writeAuditBy(tx, auth, now, { entity: 'company_settings', entityId: String(SINGLE_ROW), action: current ? 'update' : 'add', changedFields: changed });
        if (body.npwp !== undefined) await saveCompanyNpwp(tx, body.npwp, auth, now);
      });
    } catch (error) {
      await discardLogo(logo, request.log);
      throw error;
    }
    // Only after the commit: until then the row still pointed at the old file.
    await discardLogo(replaced, request.log);
    return { status: 'ok' as const, data: await readCompany(db) };
  });

  // The first-sign-in setup skipped: a record with an empty name, so it is not offered again and
  // printouts keep a blank header line. A record already saved is left as it is.
  registerEndpoint(app, settingsEndpoints.skipSetup, async ({ auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(companySettings)
        .values({ id: SINGLE_ROW, name: '', updatedAt: now, updatedBy: auth.user.id })
        .onConflictDoNothing({ target: companySettings.id })
        .returning({ id: companySettings.id });
      if (inserted.length > 0) await writeAuditBy(tx, auth, now, { entity: 'company_settings', entityId: String(SINGLE_ROW), action: 'skip_setup', changedFields: [] });
    });
    return { status: 'ok' as const, data: await readCompany(db) };
  });
}
