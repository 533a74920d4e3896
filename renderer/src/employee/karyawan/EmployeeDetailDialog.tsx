import { Button, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, InputGroup, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState, type KeyboardEvent } from 'react';
import { MAKAN_STATUS_OPTIONS, salaryItemPaidMessage, type EmployeeDetail, type SalaryItemRow } from '../../../../common/contract/employee';
import { SALARY_BASIS_LABELS } from '../../../../common/salary';
import { formatRupiah } from '../../../../common/format';
import { BPJS_PROGRAMME_LABELS } from '../../../../common/statutory/bpjs';
import { PTKP_STATUS_LABELS } from '../../../../common/statutory/pph21';
import { EmployeeCertificates } from '../../certificate/EmployeeCertificates';
import { describeError } from '../../session/logic';
import { StoredImage } from '../../shell/images';
import { DeleteConfirm } from '../../shell/master/DeleteConfirm';
import { MASTER_TEXTS, type MasterAction } from '../../shell/master/texts';
import { showFailure, showSuccess } from '../../shell/toast';
import { useEmployeeDetailQuery, useSalaryItemDeleteMutation, useSalaryItemEditMutation } from './api';
import { accountText, addressText, checkSalaryItem, employeeName, idkText, calendarDayText, salaryItemsTotal, type SalaryItemKind, type SalaryItemRowErrors } from './logic';
import { KARYAWAN_TEXTS } from './texts';
import { RiwayatPerubahan } from '../../audit/RiwayatPerubahan';
import { NumberInput } from '../../shell/NumberInput';
import { numberInputText } from '../../../../common/number-input';

export interface EmployeeDetailDialogProps {
  /** The employee shown; null closes the dialog. */
  employeeId: string | null;
  /** The user may open Sallary: the pay facts, tax and BPJS, incentives and deductions are shown. */
  withPay: boolean;
  onClose: () => void;
  /** Opens 'Input Gaji Intensif' / 'Input Potongan Gaji' for this employee. */
  onAddItems: (kind: SalaryItemKind, employee: EmployeeDetail) => void;
}

/** 'Detail Informasi': the employee read-only, with editable lists of incentives and deductions. */
export function EmployeeDetailDialog({ employeeId, withPay, onClose, onAddItems }: EmployeeDetailDialogProps) {
  // The last id stays while the dialog closes, so its content does not vanish mid-animation.
  const [shownId, setShownId] = useState<string | null>(employeeId);
  if (employeeId && employeeId !== shownId) setShownId(employeeId);
  const detail = useEmployeeDetailQuery(shownId ?? '', { skip: !shownId });
  const employee = detail.currentData;

  let body;
  if (detail.isError) {
    body = (
      <NonIdealState
        icon="error"
        title={KARYAWAN_TEXTS.loadFailed}
        description={describeError(detail.error)}
        action={<Button icon="refresh" text={KARYAWAN_TEXTS.retry} onClick={() => void detail.refetch()} />}
      />
    );
  } else if (!employee) {
    body = (
      <div className="karyawan-detail-loading" role="status">
        <Spinner aria-label={MASTER_TEXTS.loading} />
      </div>
    );
  } else {
    body = <DetailBody employee={employee} withPay={withPay} onAddItems={onAddItems} />;
  }

  return (
    <Dialog isOpen={employeeId !== null} onClose={onClose} title={KARYAWAN_TEXTS.detailTitle} icon="user" className="karyawan-detail-dialog">
      <DialogBody>{body}</DialogBody>
      <DialogFooter actions={<Button text={KARYAWAN_TEXTS.close} onClick={onClose} />} />
    </Dialog>
  );
}

const MEAL_LABEL = Object.fromEntries(MAKAN_STATUS_OPTIONS.map((o) => [o.value, o.label])) as Record<string, string>;

/** The pay facts of a detail a user with Sallary reads (the server sends them only then). */
function payFacts(employee: EmployeeDetail): { facts: [string, string][]; statutory: [string, string][] } | null {
  const { salary, overtime, dayoff, permanent, ptkp_status, bpjs_programmes } = employee;
  if (salary === undefined || overtime === undefined || dayoff === undefined || permanent === undefined || ptkp_status === undefined || bpjs_programmes === undefined) return null;
  const labels = KARYAWAN_TEXTS.labels;
  return {
    facts: [
      // Issue 25: a monthly wage shows as pokok + tunjangan tetap instead of a daily rate.
      ...(employee.salary_basis === 'bulanan'
        ? ([
            [KARYAWAN_TEXTS.salaryBasis, SALARY_BASIS_LABELS.bulanan],
            [KARYAWAN_TEXTS.monthlyPay, KARYAWAN_TEXTS.monthlyPayValue(formatRupiah(employee.monthly_wage ?? 0), formatRupiah(employee.fixed_allowance ?? 0))],
          ] satisfies [string, string][])
        : ([[KARYAWAN_TEXTS.dailySalary, formatRupiah(salary)]] satisfies [string, string][])),
      [KARYAWAN_TEXTS.overtimePay, formatRupiah(overtime)],
      [KARYAWAN_TEXTS.dayoff, KARYAWAN_TEXTS.dayoffValue(dayoff)],
      [KARYAWAN_TEXTS.account, accountText(employee)],
    ],
    statutory: [
      [labels.permanent, KARYAWAN_TEXTS.permanentLabel(permanent)],
      [labels.ptkp_status, PTKP_STATUS_LABELS[ptkp_status]],
      [labels.npwp, employee.npwp || '–'],
      [labels.bpjs_tk_number, employee.bpjs_tk_number || '–'],
      [labels.bpjs_kes_number, employee.bpjs_kes_number || '–'],
      [labels.bpjs_programmes, bpjs_programmes.map((p) => BPJS_PROGRAMME_LABELS[p]).join(', ') || KARYAWAN_TEXTS.noProgrammes],
    ],
  };
}

function DetailBody({ employee, withPay, onAddItems }: { employee: EmployeeDetail; withPay: boolean; onAddItems: EmployeeDetailDialogProps['onAddItems'] }) {
  const name = employeeName(employee);
  const pay = withPay ? payFacts(employee) : null;
  const facts: [string, string][] = [
    [KARYAWAN_TEXTS.ktp, employee.identity_number],
    [KARYAWAN_TEXTS.email, employee.email],
    [KARYAWAN_TEXTS.phone, employee.phone],
    [KARYAWAN_TEXTS.address, addressText(employee) || '–'],
    ...(pay?.facts ?? []),
    [KARYAWAN_TEXTS.meal, MEAL_LABEL[employee.makan_status] ?? employee.makan_status],
  ];
  const labels = KARYAWAN_TEXTS.labels;
  const statutory: [string, string][] = [
    [labels.joined_on, calendarDayText(employee.joined_on)],
    ...(employee.left_on ? ([[labels.left_on, calendarDayText(employee.left_on)]] as [string, string][]) : []),
    ...(pay?.statutory ?? []),
  ];
  return (
    <div className="karyawan-detail">
      <div className="karyawan-detail-head">
        <StoredImage path={employee.photo} alt={name} size={96} round className="karyawan-detail-photo" />
        <div className="karyawan-detail-who">
          <h3 className="karyawan-detail-name">{name}</h3>
          <div className={Classes.TEXT_MUTED}>
            {KARYAWAN_TEXTS.idk}: <strong className="karyawan-detail-idk">{idkText(employee.idk)}</strong>
          </div>
          <div className="karyawan-detail-tags">
            <Tag minimal icon="id-number" title={KARYAWAN_TEXTS.columns.position}>
              {employee.position.Name}
            </Tag>
            <Tag minimal icon="diagram-tree" title={KARYAWAN_TEXTS.columns.division}>
              {employee.division.Name}
            </Tag>
          </div>
        </div>
      </div>
      <dl className="karyawan-detail-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="karyawan-detail-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="karyawan-statutory-heading">
        <h4 id="karyawan-statutory-heading" className="karyawan-detail-subtitle">
          {pay ? KARYAWAN_TEXTS.statutoryTitle : KARYAWAN_TEXTS.sections.employment}
        </h4>
        <dl className="karyawan-detail-facts">
          {statutory.map(([label, value]) => (
            <div key={label} className="karyawan-detail-fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {pay && employee.tambahan && <SalaryItemsSection kind="tambahan" employee={employee} items={employee.tambahan} onAdd={() => onAddItems('tambahan', employee)} />}
      {pay && employee.potongan && <SalaryItemsSection kind="potongan" employee={employee} items={employee.potongan} onAdd={() => onAddItems('potongan', employee)} />}
      <EmployeeCertificates employeeId={employee.id} />
      <RiwayatPerubahan entity="employee" id={employee.id} />
    </div>
  );
}

const SECTION = {
  tambahan: { title: KARYAWAN_TEXTS.incentives, empty: KARYAWAN_TEXTS.noIncentives, add: KARYAWAN_TEXTS.addIncentive, edit: 'Edit Intensif Gaji', remove: 'Hapus Intensif Gaji' },
  potongan: { title: KARYAWAN_TEXTS.deductions, empty: KARYAWAN_TEXTS.noDeductions, add: KARYAWAN_TEXTS.addDeduction, edit: 'Edit Potongan Gaji', remove: 'Hapus Potongan Gaji' },
} as const satisfies Record<SalaryItemKind, { title: string; empty: string; add: string; edit: MasterAction; remove: MasterAction }>;

interface SectionProps {
  kind: SalaryItemKind;
  employee: EmployeeDetail;
  items: readonly SalaryItemRow[];
  onAdd: () => void;
}

/** One list (Gaji Intensif or Potongan Gaji): each row edited in place or deleted after its own confirm. */
function SalaryItemsSection({ kind, employee, items, onAdd }: SectionProps) {
  const texts = SECTION[kind];
  const headingId = `karyawan-${kind}-heading`;
  const [editing, setEditing] = useState<{ rowId: string; nominal: string; name: string } | null>(null);
  const [errors, setErrors] = useState<SalaryItemRowErrors>({});
  const [toDelete, setToDelete] = useState<SalaryItemRow | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [edit, editState] = useSalaryItemEditMutation();
  const [remove, removeState] = useSalaryItemDeleteMutation();
  const busy = editState.isLoading || removeState.isLoading;

  const startEdit = (item: SalaryItemRow) => {
    setEditing({ rowId: item._id, nominal: numberInputText(item.nominal, 'money'), name: item.name });
    setErrors({});
  };

  const saveEdit = async () => {
    if (!editing || busy) return;
    const checked = checkSalaryItem(editing);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const result = await edit({ kind, id: employee.id, rowId: editing.rowId, item: checked.value });
    if (result.error) {
      showFailure(MASTER_TEXTS.failed(texts.edit), describeError(result.error));
      return;
    }
    showSuccess(MASTER_TEXTS.succeeded(texts.edit));
    setEditing(null);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await remove({ kind, id: employee.id, rowId: toDelete._id });
    if (result.error) showFailure(MASTER_TEXTS.failed(texts.remove), describeError(result.error));
    else showSuccess(MASTER_TEXTS.succeeded(texts.remove));
    setConfirmOpen(false);
  };

  // Enter saves the row, Escape leaves it (and not the whole dialog).
  const onEditKeys = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void saveEdit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setEditing(null);
    }
  };

  return (
    <section className="karyawan-items" aria-labelledby={headingId}>
      <div className="karyawan-items-head">
        <h4 id={headingId}>{texts.title}</h4>
        <span className={Classes.TEXT_MUTED}>
          {KARYAWAN_TEXTS.total}: <strong className="karyawan-money">{formatRupiah(salaryItemsTotal(items))}</strong>
        </span>
        <Button size="small" icon="plus" text={KARYAWAN_TEXTS.add} title={texts.add} aria-label={texts.add} onClick={onAdd} disabled={busy} />
      </div>
      {items.length === 0 ? (
        <div className="karyawan-items-empty">{texts.empty}</div>
      ) : (
        <HTMLTable className="karyawan-items-list" compact striped>
          <thead>
            <tr>
              <th className="karyawan-items-number">{KARYAWAN_TEXTS.number}</th>
              <th>{KARYAWAN_TEXTS.description}</th>
              <th className="karyawan-items-amount">{KARYAWAN_TEXTS.nominal}</th>
              <th className="karyawan-items-actions">{KARYAWAN_TEXTS.actions}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) =>
              editing?.rowId === item._id ? (
                <tr key={item._id} className="karyawan-items-editing" onKeyDown={onEditKeys}>
                  <td className="karyawan-items-number">{index + 1}</td>
                  <td>
                    <InputGroup
                      size="small"
                      aria-label={KARYAWAN_TEXTS.description}
                      autoFocus
                      maxLength={200}
                      value={editing.name}
                      disabled={busy}
                      intent={errors.name ? Intent.DANGER : Intent.NONE}
                      onChange={(event) => setEditing({ ...editing, name: event.target.value })}
                    />
                    {errors.name && <div className="karyawan-items-error">{errors.name}</div>}
                  </td>
                  <td className="karyawan-items-amount">
                    <NumberInput
                      size="small"
                      kind="money"
                      aria-label={KARYAWAN_TEXTS.nominal}
                      value={editing.nominal}
                      disabled={busy}
                      error={errors.nominal}
                      intent={errors.nominal ? Intent.DANGER : Intent.NONE}
                      onValueChange={(typed) => setEditing({ ...editing, nominal: typed })}
                    />
                    {errors.nominal && <div className="karyawan-items-error">{errors.nominal}</div>}
                  </td>
                  <td className="karyawan-items-actions">
                    <Button size="small" variant="minimal" intent={Intent.PRIMARY} icon="floppy-disk" aria-label={KARYAWAN_TEXTS.save} title={KARYAWAN_TEXTS.save} loading={editState.isLoading} onClick={() => void saveEdit()} />
                    <Button size="small" variant="minimal" icon="cross" aria-label={KARYAWAN_TEXTS.cancel} title={KARYAWAN_TEXTS.cancel} disabled={busy} onClick={() => setEditing(null)} />
                  </td>
                </tr>
              ) : (
                <tr key={item._id}>
                  <td className="karyawan-items-number">{index + 1}</td>
                  <td>
                    {item.name}
                    {item.paid_in && (
                      <Tag minimal intent={Intent.SUCCESS} className="karyawan-items-paid">
                        {KARYAWAN_TEXTS.paidIn(item.paid_in)}
                      </Tag>
                    )}
                  </td>
                  <td className="karyawan-items-amount karyawan-money">{formatRupiah(item.nominal)}</td>
                  <td className="karyawan-items-actions">
                    <Button
                      size="small"
                      variant="minimal"
                      icon="edit"
                      aria-label={KARYAWAN_TEXTS.edit}
                      // A paid item stays as it was paid (the server answers 409): the title says why.
                      title={item.paid_in ? salaryItemPaidMessage(item.paid_in) : KARYAWAN_TEXTS.edit}
                      disabled={busy || editing !== null || Boolean(item.paid_in)}
                      onClick={() => startEdit(item)}
                    />
                    <Button
                      size="small"
                      variant="minimal"
                      intent={Intent.DANGER}
                      icon="trash"
                      aria-label={KARYAWAN_TEXTS.delete}
                      title={item.paid_in ? salaryItemPaidMessage(item.paid_in) : KARYAWAN_TEXTS.delete}
                      disabled={busy || editing !== null || Boolean(item.paid_in)}
                      onClick={() => {
                        setToDelete(item);
                        setConfirmOpen(true);
                      }}
                    />
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </HTMLTable>
      )}
      {items.some((item) => item.paid_in) && <div className={`karyawan-items-note ${Classes.TEXT_MUTED}`}>{KARYAWAN_TEXTS.paidNote}</div>}
      <DeleteConfirm
        isOpen={confirmOpen}
        deleting={removeState.isLoading}
        subject={toDelete ? `${toDelete.name} (${formatRupiah(toDelete.nominal)})` : undefined}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmOpen(false)}
      />
    </section>
  );
}
