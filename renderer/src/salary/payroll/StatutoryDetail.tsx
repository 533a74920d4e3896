import { Button, HTMLTable, Popover } from '@blueprintjs/core';
import { formatRupiah } from '../../../../common/format';
import { PTKP_STATUS_LABELS } from '../../../../common/statutory/pph21';
import type { PayrollLineRow } from './api';
import { contributionRows, pph21MethodText, type ContributionShare } from './logic';
import { PAYROLL_TEXTS as T } from './texts';

/**
 * A line's 'Rincian BPJS & PPh 21' in a popover beside the row (issue 18): each BPJS programme it
 * was charged with the employee's and the employer's share and the rate frozen with the line, then
 * how PPh 21 was reached (method, PTKP status, TER category and rate, tax gross, the amount).
 */
export function StatutoryDetailButton({ line }: { line: PayrollLineRow }) {
  return (
    <Popover content={<StatutoryDetail line={line} />} placement="left-start" popoverClassName="payroll-statutory-popover" aria-label={T.statutoryDetailOf(line.name)}>
      <Button variant="minimal" size="small" icon="percentage" title={T.statutoryDetail} aria-label={T.statutoryDetailOf(line.name)} />
    </Popover>
  );
}

function Share({ share }: { share: ContributionShare | null }) {
  if (!share) return <span className="payroll-muted">–</span>;
  return (
    <>
      <span className="payroll-money">{formatRupiah(share.amount)}</span>
      <span className="payroll-figure-detail">{share.rate}</span>
    </>
  );
}

export function StatutoryDetail({ line }: { line: PayrollLineRow }) {
  const rows = contributionRows(line);
  return (
    <div className="payroll-statutory-detail" role="region" aria-label={T.statutoryDetailOf(line.name)}>
      <h5>{T.statutoryDetailOf(line.name)}</h5>
      <section>
        <h6>
          {T.detailBpjs}
          {rows.length > 0 && <span className="payroll-statutory-note">{T.detailWage(formatRupiah(line.bpjs_wage))}</span>}
        </h6>
        {rows.length === 0 ? (
          <p className="payroll-muted">{T.detailNoBpjs}</p>
        ) : (
          <HTMLTable compact className="payroll-statutory-table">
            <thead>
              <tr>
                <th scope="col">{T.detailProgramme}</th>
                <th scope="col" className="payroll-numeric">
                  {T.detailEmployee}
                </th>
                <th scope="col" className="payroll-numeric">
                  {T.detailEmployer}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.programme}>
                  <th scope="row">{row.label}</th>
                  <td className="payroll-numeric">
                    <Share share={row.employee} />
                  </td>
                  <td className="payroll-numeric">
                    <Share share={row.employer} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{T.detailTotal}</th>
                <td className="payroll-numeric payroll-money">{formatRupiah(line.bpjs_employee_total)}</td>
                <td className="payroll-numeric payroll-money">{formatRupiah(line.bpjs_employer_total)}</td>
              </tr>
            </tfoot>
          </HTMLTable>
        )}
      </section>
      <section>
        <h6>{T.detailPph21}</h6>
        <dl className="payroll-statutory-facts">
          <dt>{T.detailMethod}</dt>
          <dd>{pph21MethodText(line)}</dd>
          <dt>{T.detailPtkp}</dt>
          <dd>
            {PTKP_STATUS_LABELS[line.ptkp_status]} · {T.detailPermanent(line.permanent)}
          </dd>
          <dt>{T.detailTaxGross}</dt>
          <dd>
            <span className="payroll-money">{formatRupiah(line.tax_gross)}</span>
            <span className="payroll-figure-detail">{T.detailTaxGrossNote}</span>
          </dd>
          <dt>{T.detailWithheld}</dt>
          <dd>
            <strong className="payroll-money">{formatRupiah(line.pph21)}</strong>
            {line.pph21 < 0 && <span className="payroll-figure-detail">{T.detailReturned}</span>}
            {!line.has_tax_id && line.pph21_method !== 'tidak_dipotong' && <span className="payroll-figure-detail">{T.detailNoTaxId}</span>}
          </dd>
        </dl>
      </section>
    </div>
  );
}
