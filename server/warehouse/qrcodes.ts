import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productEndpoints, qrLabelCodes, type QrCodeRow } from '../../common/contract/warehouse';
import type { Clock } from '../auth/context';
import { writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import { registerEndpoint } from '../http/endpoint';
import { notFound, unauthenticated, validationError } from '../http/errors';
import { pdfJob } from '../print/jobs';
import { renderPdfJob, sendPdf } from '../print/pdf';
import { PRODUCT_MISSING } from './composition';
import { productQrCodes, products } from './tables';

/**
 * QR codes (seed 001 sections 2 screen 3, 4, 7, 9): one code per unit in stock, numbered from the
 * product_qr_seq sequence ('QR' + at least 8 digits), unique over every product and never handed
 * out twice. A code whose unit left the stock is retired: kept, never reactivated or reassigned.
 */

const QR_MISSING = 'Kode QR tidak ditemukan';

/** A code's number: codes sort by it in the order they were made, whatever their length. */
const codeNumber = sql`substring(${productQrCodes.code} from 3)::bigint`;

const activeCodesOf = (productId: string) => and(eq(productQrCodes.productId, productId), eq(productQrCodes.state, 'active'));

/** The product's active codes, oldest first, with their print flags. */
export async function activeQrCodes(db: Db, productId: string): Promise<QrCodeRow[]> {
  const rows = await db.select({ code: productQrCodes.code, printed: productQrCodes.printed }).from(productQrCodes).where(activeCodesOf(productId)).orderBy(asc(codeNumber));
  return rows.map((r) => ({ code: r.code, print: r.printed === 1 ? 1 : 0 }));
}

/**
 * Brings the product's active codes in line with its stock, under the product's row lock (so two
 * regenerations, or a regeneration and a stock change, never interleave). New units get new codes
 * (one INSERT … SELECT, fine for tens of thousands); when the stock dropped, the surplus is retired:
 * unprinted codes first (no label is out there yet), newest first, then printed ones, newest first.
 */
export async function syncQrCodes(tx: Db, productId: string, at: Date): Promise<{ added: number; retired: number }> {
  const [product] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'active')))
    .for('update');
  if (!product) throw notFound(PRODUCT_MISSING);
  const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(productQrCodes).where(activeCodesOf(productId));
  const active = Number(counted?.n ?? 0);

  if (product.stock > active) {
    const missing = product.stock - active;
    await tx.execute(sql`
      insert into ${productQrCodes} (product_id, code, created_at)
      select ${productId}::uuid, 'QR' || lpad(numbered.n::text, greatest(8, length(numbered.n::text)), '0'), ${at.toISOString()}::timestamptz
      from (select nextval('product_qr_seq') as n from generate_series(1, ${missing}::int)) as numbered`);
    return { added: missing, retired: 0 };
  }
  if (product.stock < active) {
    const surplus = active - product.stock;
    const retiring = tx
      .select({ id: productQrCodes.id })
      .from(productQrCodes)
      .where(activeCodesOf(productId))
      .orderBy(asc(productQrCodes.printed), sql`${codeNumber} desc`)
      .limit(surplus);
    await tx.update(productQrCodes).set({ state: 'retired', retiredAt: at }).where(inArray(productQrCodes.id, retiring));
    return { added: 0, retired: surplus };
  }
  return { added: 0, retired: 0 };
}

export function registerQrRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const { db, clock } = deps;
  const e = productEndpoints;

  registerEndpoint(app, e.regenerateQr, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const codes = await db.transaction(async (tx) => {
      const changed = await syncQrCodes(tx, params.id, now);
      if (changed.added > 0 || changed.retired > 0) {
        await writeAuditBy(tx, auth, now, { entity: 'product_qrcode', entityId: params.id, action: 'regenerate', changedFields: changed.added > 0 ? ['added'] : ['retired'] });
      }
      return activeQrCodes(tx, params.id);
    });
    return { status: 'ok' as const, data: codes };
  });

  /** Flags the product's active codes among `codes` printed (the first print time is kept); how many matched. */
  const markPrinted = async (productId: string, codes: readonly string[], userId: string, at: Date): Promise<number> => {
    const updated = await db
      .update(productQrCodes)
      .set({ printed: 1, printedAt: sql`coalesce(${productQrCodes.printedAt}, ${at.toISOString()}::timestamptz)`, printedBy: sql`coalesce(${productQrCodes.printedBy}, ${userId}::uuid)` })
      .where(
        and(
          activeCodesOf(productId),
          inArray(productQrCodes.code, [...codes]),
          // A deleted product's codes are not printed any more.
          sql`exists (select 1 from ${products} where ${products.id} = ${productId} and ${products.status} = 'active')`,
        ),
      )
      .returning({ id: productQrCodes.id });
    return updated.length;
  };

  registerEndpoint(app, e.printOne, async ({ params, auth }) => {
    if (!auth) throw unauthenticated();
    const updated = await markPrinted(params.productId, [params.code], auth.user.id, clock());
    if (updated === 0) throw notFound(QR_MISSING);
    return { status: 'ok' as const };
  });

  registerEndpoint(app, e.printMany, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    const updated = await markPrinted(params.id, [...new Set(body.codes)], auth.user.id, clock());
    return { status: 'ok' as const, updated };
  });

  registerEndpoint(app, e.qrLabels, async ({ params, query, reply }) => {
    const wanted = [...new Set(qrLabelCodes(query.codes))];
    if (wanted.length === 0) throw validationError({ codes: 'Select Data Qrcode' });
    const [product] = await db
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.id, params.id), eq(products.status, 'active')));
    if (!product) throw notFound(PRODUCT_MISSING);
    const found = await db.select({ code: productQrCodes.code }).from(productQrCodes).where(and(activeCodesOf(params.id), inArray(productQrCodes.code, wanted)));
    const known = new Set(found.map((row) => row.code));
    const unknown = wanted.filter((code) => !known.has(code));
    if (unknown.length > 0) throw notFound(`${QR_MISSING}: ${unknown.join(', ')}`);
    // Labels in the order asked for: the order the user picked them in the list.
    const pdf = await renderPdfJob(pdfJob('qrLabels', wanted.map((code) => ({ code, productName: product.name }))));
    return sendPdf(reply, pdf, `label-qr-${wanted.length}.pdf`);
  });
}
