import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jakartaDate } from '../../../common/calendar';
import { PAYROLL_WRITE_FORBIDDEN } from '../../../common/contract/salary';
import { STATUTORY_RATE_DUPLICATE, STATUTORY_RATE_MISSING, statutoryEndpoints, type StatutoryRateRowData } from '../../../common/contract/statutory';
import { isModuleAdmin } from '../../../common/roles';
import { BPJS_PROGRAMMES } from '../../../common/statutory/bpjs';
import { writeAuditBy, writeAuditDiff } from '../../db/audit';
import { AUDIT_TRACKED } from '../../../common/contract/audit';
import { formatRupiah } from '../../../common/format';
import { basisPointsText, STATUTORY_RATE_DEFINITIONS, STATUTORY_RATE_KEYS } from '../../../common/statutory/rates';
import { registerEndpoint } from '../../http/endpoint';
import { AppError, forbidden, notFound, unauthenticated } from '../../http/errors';
import { uniqueViolation } from '../../resource/routes';
import type { SalaryRouteDeps } from '../deps';
import { rateTableRows, statutorySettingsOf } from './settings';
import { statutoryRates, statutorySettings } from './tables';

/**
 * Statutory settings and the dated rate table under /api/salary/statutory (contract:
 * common/contract/statutory.ts). Module access is checked centrally from the contract; writes
 * need role admin or the superadmin, as payroll's. Rates are never edited: a change of law is a
 * new row with its start date; only the office's own rows can be deleted.
 */

const e = statutoryEndpoints;
const WRITES = new Set([e.putSettings, e.addRate, e.removeRate].map((endpoint) => `${endpoint.method} ${endpoint.path}`));

/** 409 on the key's field and the date's: both name the duplicate. */
/** A rate row as its Riwayat Perubahan shows it: the value in its unit ('3,7%', 'Rp 11.086.300'). */
function rateHistory(row: { key: string; validFrom: string; value: number; source: string }): Record<string, unknown> {
  const definition = STATUTORY_RATE_KEYS.find((key) => key === row.key);
  const value = definition && STATUTORY_RATE_DEFINITIONS[definition].unit === 'rupiah' ? formatRupiah(row.value) : basisPointsText(row.value);
  return { key: row.key, valid_from: row.validFrom, value, source: row.source };
}

const duplicateRate = () => new AppError('CONFLICT', STATUTORY_RATE_DUPLICATE, { valid_from: STATUTORY_RATE_DUPLICATE });

export function registerStatutoryRoutes(app: FastifyInstance, deps: SalaryRouteDeps): void {
  const { db, clock, adminEmail } = deps;

  // After the central access check (onRequest), before the body is parsed or checked: 403 comes before 400.
  app.addHook('onRequest', async (request) => {
    if (!WRITES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    if (!request.auth) throw unauthenticated();
    // isModuleAdmin counts the superadmin too.
    if (!isModuleAdmin(request.auth.user, adminEmail)) throw forbidden(PAYROLL_WRITE_FORBIDDEN);
  });

  registerEndpoint(app, e.getSettings, async () => ({ data: await statutorySettingsOf(db) }));

  registerEndpoint(app, e.putSettings, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const values = {
      jkkRiskClass: body.jkk_risk_class,
      // One entry per programme, in the law's order whatever order the form sent.
      programmes: BPJS_PROGRAMMES.filter((programme) => body.programmes.includes(programme)),
      withholdPph21: body.withhold_pph21,
      companyNpwp: body.company_npwp,
      companyNitku: body.company_nitku,
      signerName: body.signer_name,
      signerNpwp: body.signer_npwp,
      updatedAt: now,
      updatedBy: auth.user.id,
    };
    await db.transaction(async (tx) => {
      const before = await statutorySettingsOf(tx);
      await tx.insert(statutorySettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: statutorySettings.id, set: values });
      const after = await statutorySettingsOf(tx);
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
      await writeAuditBy(tx, auth, now, { entity: 'statutory_settings', entityId: '1', action: before.saved ? 'update' : 'add', changedFields: changed });
    });
    return { status: 'ok' as const, data: await statutorySettingsOf(db) };
  });

  registerEndpoint(app, e.rates, async () => ({ data: await rateTableRows(db, jakartaDate(clock())) }));

  registerEndpoint(app, e.addRate, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const before = await rateTableRows(db, jakartaDate(now));
    if (before.some((row) => row.key === body.key && row.valid_from === body.valid_from)) throw duplicateRate();
    const id = await db
      .transaction(async (tx) => {
        const [inserted] = await tx
          .insert(statutoryRates)
          .values({ key: body.key, validFrom: body.valid_from, value: body.value, source: body.source, createdAt: now, createdBy: auth.user.id, updatedAt: now, updatedBy: auth.user.id })
          .returning({ id: statutoryRates.id });
        if (!inserted) throw new Error('insert returned nothing');
        await writeAuditDiff(tx, auth, now, {
          entity: 'statutory_rate',
          entityId: inserted.id,
          action: 'add',
          tracked: AUDIT_TRACKED.statutory_rate,
          before: null,
          after: rateHistory({ key: body.key, validFrom: body.valid_from, value: body.value, source: body.source }),
        });
        return inserted.id;
      })
      .catch((error: unknown) => {
        // Two additions of the same key and date at once: the unique index decides.
        if (uniqueViolation(error) === 'statutory_rates_key_from') throw duplicateRate();
        throw error;
      });
    const row = (await rateTableRows(db, jakartaDate(now))).find((r): r is StatutoryRateRowData => r.id === id);
    if (!row) throw new Error('saved rate not found');
    return { status: 'ok' as const, data: row };
  });

  registerEndpoint(app, e.removeRate, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    await db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(statutoryRates)
        .where(eq(statutoryRates.id, params.id))
        .returning({ key: statutoryRates.key, validFrom: statutoryRates.validFrom, value: statutoryRates.value, source: statutoryRates.source });
      if (!deleted) throw notFound(STATUTORY_RATE_MISSING);
      await writeAuditDiff(tx, auth, now, { entity: 'statutory_rate', entityId: params.id, action: 'delete', tracked: AUDIT_TRACKED.statutory_rate, before: rateHistory(deleted), after: null });
    });
    return { status: 'ok' as const };
  });
}
