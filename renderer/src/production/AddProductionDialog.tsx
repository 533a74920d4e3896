import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Intent, Tab, Tabs } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { ProductionRow } from '../../../common/contract/production';
import { describeError } from '../session/logic';
import { DateField } from '../shell/DateField';
import { FormField } from '../shell/master/FormField';
import { NoticeAlert } from '../shell/master/NoticeAlert';
import { PickerSelect } from '../shell/master/PickerSelect';
import { MASTER_TEXTS } from '../shell/master/texts';
import { showFailure, showSuccess } from '../shell/toast';
import { useProductDetailQuery, useProductDivisionsQuery, type ProductOption } from '../warehouse/products/api';
import { CompositionEditor } from '../warehouse/products/CompositionEditor';
import { ProductSuggest } from '../warehouse/stock-move/ProductSuggest';
import { useProductionAddFromProjectMutation, useProductionAddMutation, useProductionProjectsQuery, useProductionUpdateMutation } from './api';
import { deadlineForApi } from './logic';
import { RabImagesField, type FormImage } from './RabImages';
import { PRODUCTION_TEXTS as T } from './texts';
import { parseNumberInput } from '../../../common/number-input';
import { NumberInput } from '../shell/NumberInput';

interface OfficeValues {
  product: ProductOption | null;
  division: string;
  qty: string;
  deadline: string;
  images: FormImage[];
}

interface ProjectLine {
  key: number;
  product: ProductOption | null;
  qty: string;
  division: string;
  images: FormImage[];
}

const emptyOffice = (): OfficeValues => ({ product: null, division: '', qty: '1', deadline: '', images: [] });
let lineKeys = 0;
const emptyLine = (): ProjectLine => ({ key: (lineKeys += 1), product: null, qty: '1', division: '', images: [] });

/** A quantity as typed ('1.250' is 1250), 1 or more; null when it is not one ('2,5', '-1', blank). */
const quantityOf = (qty: string): number | null => {
  const reading = parseNumberInput(qty, 'count');
  return reading.ok && reading.value !== null && reading.value >= 1 ? reading.value : null;
};

const LINE_FIELDS = ['product', 'qty', 'division'] as const;
type LineErrors = Partial<Record<(typeof LINE_FIELDS)[number], string>>;

/** A project row's missing or wrong cells: 'Lengkapi dulu data anda' under an empty one, a quantity's own message. */
function lineErrorsOf(line: ProjectLine): LineErrors {
  const errors: LineErrors = {};
  if (!line.product) errors.product = T.incomplete;
  const qty = parseNumberInput(line.qty, 'count');
  if (!qty.ok) errors.qty = qty.message;
  else if (qty.value === null || qty.value < 1) errors.qty = T.incomplete;
  if (!line.division) errors.division = T.incomplete;
  return errors;
}

const OFFICE_FIELDS = ['product', 'division', 'qty', 'rab'] as const;
type OfficeErrors = Partial<Record<(typeof OFFICE_FIELDS)[number], string>>;

/** In Office's missing or wrong fields: the seed's 'Lengkapi dulu data anda' / 'Lengkapi Data Gambar!' under each, a quantity's own message. */
function officeErrorsOf(office: OfficeValues, isNew: boolean): OfficeErrors {
  const errors: OfficeErrors = {};
  if (!office.product) errors.product = T.incomplete;
  if (!office.division) errors.division = T.incomplete;
  const qty = parseNumberInput(office.qty, 'count');
  if (!qty.ok) errors.qty = qty.message;
  else if (qty.value === null || qty.value < 1) errors.qty = T.incomplete;
  if (isNew && office.images.length === 0) errors.rab = T.imagesMissing;
  return errors;
}

function officeOf(row: ProductionRow): OfficeValues {
  return {
    product: { id: row.produk.id, name: row.produk.name, code: row.produk.code },
    division: row.division.id,
    qty: String(row.qty),
    deadline: row.tanggalselesai ?? '',
    images: row.imagerab.map((image) => ({ path: image.path, url: image.url })),
  };
}

/**
 * The picked product's composition, read from the product (seed: 'its composition shown'), with
 * the seed's 'add composition' dialog (the warehouse's composition editor: first row required,
 * 'Lengkapi dulu data anda') for a product that has none yet or needs another.
 */
function CompositionPreview({ productId, disabled }: { productId: string | null; disabled?: boolean }) {
  const detail = useProductDetailQuery(productId ?? '', { skip: !productId });
  const [editing, setEditing] = useState(false);
  if (!productId) return null;
  const product = detail.currentData?.data;
  if (!product) return <p className="production-muted">{detail.isError ? describeError(detail.error) : MASTER_TEXTS.loading}</p>;
  const rows = product.komposisi;
  return (
    <div className="production-composition">
      {rows.length === 0 ? (
        <p className="production-muted">{T.compositionEmpty}</p>
      ) : (
        <ul className="production-composition-preview" aria-label={T.compositionTitle}>
          {rows.map((row) => (
            <li key={row.produk.id}>
              {row.produk.name} × {row.qty}
            </li>
          ))}
        </ul>
      )}
      <Button
        size="small"
        variant="minimal"
        icon={rows.length === 0 ? 'add' : 'edit'}
        text={rows.length === 0 ? T.addComposition : T.editComposition}
        disabled={disabled}
        onClick={() => setEditing(true)}
      />
      {editing && <CompositionEditor product={product} onClose={() => setEditing(false)} />}
    </div>
  );
}

export interface AddProductionDialogProps {
  isOpen: boolean;
  /** The order being edited (In Office only), or null to add. */
  editing: ProductionRow | null;
  onClose: () => void;
}

/**
 * 'Add Production' (seed 001 section 2): In Office (product and its composition, division,
 * quantity, deadline, RAB images) and In Project (a project, then item rows of product, quantity,
 * division, RAB images; rows added and removed). An edit shows the In Office form prefilled.
 */
export function AddProductionDialog({ isOpen, editing, onClose }: AddProductionDialogProps) {
  const [tab, setTab] = useState<'office' | 'project'>('office');
  const [office, setOffice] = useState<OfficeValues>(emptyOffice);
  const [projectId, setProjectId] = useState('');
  const [projectDeadline, setProjectDeadline] = useState('');
  const [lines, setLines] = useState<ProjectLine[]>(() => [emptyLine()]);
  const [alert, setAlert] = useState<string | null>(null);
  /** In Office's messages under its fields (issue 27 §2: errors where the eye is, not an alert on top). */
  const [officeErrors, setOfficeErrors] = useState<OfficeErrors>({});
  /** In Project's messages: the project's, and each row's by its key. */
  const [projectErrors, setProjectErrors] = useState<{ project?: string; lines: Record<number, LineErrors> }>({ lines: {} });
  const [add, addState] = useProductionAddMutation();
  const [addFromProject, projectState] = useProductionAddFromProjectMutation();
  const [update, updateState] = useProductionUpdateMutation();
  const saving = addState.isLoading || projectState.isLoading || updateState.isLoading;
  const divisions = useProductDivisionsQuery(undefined, { skip: !isOpen });
  // Read afresh each time the tab opens: projects are made on another screen.
  const projects = useProductionProjectsQuery(undefined, { skip: !isOpen || tab !== 'project', refetchOnMountOrArgChange: true });
  const divisionOptions = divisions.currentData?.map((d) => ({ value: d.id, label: d.name }));
  const projectOptions = projects.currentData?.map((p) => ({ value: p.id, label: p.nama_proyek }));

  useEffect(() => {
    if (!isOpen) return;
    setTab('office');
    setOffice(editing ? officeOf(editing) : emptyOffice());
    setProjectId('');
    setProjectDeadline('');
    setLines([emptyLine()]);
    setOfficeErrors({});
    setProjectErrors({ lines: {} });
  }, [isOpen, editing]);

  const action = editing ? T.actions.edit : T.actions.save;

  async function saveOffice() {
    const errors = officeErrorsOf(office, editing === null);
    setOfficeErrors(errors);
    const first = OFFICE_FIELDS.find((name) => errors[name]);
    if (first) return document.getElementById(`production-${first}`)?.focus();
    if (!office.product) return;
    const body = {
      id_produk: office.product.id,
      id_divisi: office.division,
      qty: quantityOf(office.qty) ?? 0,
      imagerab: office.images.map((image) => image.path),
      dateline: deadlineForApi(office.deadline),
    };
    const result = editing ? await update({ id: editing.id, body }) : await add(body);
    if (result.error) return showFailure(T.failed(action), describeError(result.error));
    showSuccess(T.succeeded(action));
    onClose();
  }

  async function saveProject() {
    const lineErrors = Object.fromEntries(lines.map((line) => [line.key, lineErrorsOf(line)] as const).filter(([, errors]) => Object.keys(errors).length > 0));
    const errors = { ...(projectId ? {} : { project: T.incomplete }), lines: lineErrors };
    setProjectErrors(errors);
    const firstLine = lines.find((line) => lineErrors[line.key]);
    const firstField = firstLine ? LINE_FIELDS.find((name) => lineErrors[firstLine.key]?.[name]) : undefined;
    if (errors.project) return document.getElementById('production-project')?.focus();
    if (firstLine && firstField) return document.getElementById(`production-line-${firstLine.key}-${firstField}`)?.focus();
    if (lines.length === 0) return setAlert(T.incomplete);
    const body = lines.map((line) => ({
      id_proyek: projectId,
      id_produk: line.product?.id ?? '',
      id_divisi: line.division,
      qty: quantityOf(line.qty) ?? 0,
      imagerab: line.images.map((image) => image.path),
      dateline: deadlineForApi(projectDeadline),
    }));
    const result = await addFromProject(body);
    if (result.error) return showFailure(T.failed(action), describeError(result.error));
    showSuccess(T.succeeded(action));
    onClose();
  }

  const setLine = (key: number, change: Partial<ProjectLine>) => setLines((all) => all.map((line) => (line.key === key ? { ...line, ...change } : line)));

  const officePanel = (
    <div className="production-form-grid">
      <FormField id="production-product" label={T.product} required error={officeErrors.product}>
        <ProductSuggest
          id="production-product"
          value={office.product}
          disabled={saving}
          invalid={Boolean(officeErrors.product)}
          onChange={(product) => setOffice((values) => ({ ...values, product }))}
        />
      </FormField>
      <FormField id="production-division" label={T.division} required error={officeErrors.division}>
        <PickerSelect
          attributes={{ id: 'production-division', disabled: saving }}
          label={T.division}
          value={office.division}
          options={divisionOptions}
          invalid={Boolean(officeErrors.division)}
          onChange={(division) => setOffice((values) => ({ ...values, division }))}
        />
      </FormField>
      <FormField id="production-composition" label={T.compositionTitle} wide>
        <div id="production-composition">
          <CompositionPreview productId={office.product?.id ?? null} disabled={saving} />
        </div>
      </FormField>
      <FormField id="production-qty" label={T.quantity} required error={officeErrors.qty}>
        <NumberInput id="production-qty" kind="count" value={office.qty} disabled={saving} error={officeErrors.qty} onValueChange={(typed) => setOffice((values) => ({ ...values, qty: typed }))} />
      </FormField>
      <FormField id="production-deadline" label={T.deadline}>
        <DateField id="production-deadline" allowEmpty value={office.deadline} disabled={saving} onChange={(deadline) => setOffice((values) => ({ ...values, deadline }))} />
      </FormField>
      <FormField id="production-rab" label={T.rabImages} required={!editing} wide error={officeErrors.rab}>
        <RabImagesField label={T.rabImages} images={office.images} disabled={saving} onChange={(images) => setOffice((values) => ({ ...values, images }))} />
      </FormField>
    </div>
  );

  const projectPanel = (
    <div>
      <div className="production-form-grid">
        <FormField id="production-project" label={T.project} required error={projectErrors.project} hint={projects.isError ? describeError(projects.error) : undefined}>
          <PickerSelect attributes={{ id: 'production-project', disabled: saving }} label={T.project} value={projectId} options={projectOptions} invalid={Boolean(projectErrors.project)} onChange={setProjectId} />
        </FormField>
        <FormField id="production-project-deadline" label={T.deadline}>
          <DateField id="production-project-deadline" allowEmpty value={projectDeadline} disabled={saving} onChange={setProjectDeadline} />
        </FormField>
      </div>
      <HTMLTable compact className="production-lines" aria-label={T.projectItems}>
        <thead>
          <tr>
            <th>{T.product}</th>
            <th>{T.quantity}</th>
            <th>{T.division}</th>
            <th>{T.rabImages}</th>
            <th>{T.compositionTitle}</th>
            <th aria-label={T.removeRow} />
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const errors = projectErrors.lines[line.key] ?? {};
            const cellError = (message: string | undefined) => (message ? <div className="production-line-error">{message}</div> : null);
            return (
            <tr key={line.key}>
              <td className="production-line-product">
                <ProductSuggest id={`production-line-${line.key}-product`} value={line.product} disabled={saving} invalid={Boolean(errors.product)} onChange={(product) => setLine(line.key, { product })} />
                {cellError(errors.product)}
              </td>
              <td className="production-line-qty">
                <NumberInput id={`production-line-${line.key}-qty`} aria-label={`${T.quantity} ${index + 1}`} kind="count" value={line.qty} disabled={saving} error={errors.qty} intent={errors.qty ? Intent.DANGER : Intent.NONE} onValueChange={(typed) => setLine(line.key, { qty: typed })} />
                {cellError(errors.qty)}
              </td>
              <td className="production-line-division">
                <PickerSelect
                  attributes={{ id: `production-line-${line.key}-division`, 'aria-label': `${T.division} ${index + 1}`, disabled: saving }}
                  label={T.division}
                  value={line.division}
                  options={divisionOptions}
                  invalid={Boolean(errors.division)}
                  onChange={(division) => setLine(line.key, { division })}
                />
                {cellError(errors.division)}
              </td>
              <td>
                <RabImagesField label={`${T.rabImages} ${index + 1}`} images={line.images} disabled={saving} onChange={(images) => setLine(line.key, { images })} />
              </td>
              <td>
                <CompositionPreview productId={line.product?.id ?? null} disabled={saving} />
              </td>
              <td>
                <Button
                  variant="minimal"
                  icon="trash"
                  intent={Intent.DANGER}
                  aria-label={`${T.removeRow} ${index + 1}`}
                  title={T.removeRow}
                  disabled={saving || lines.length === 1}
                  onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                />
              </td>
            </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <Button icon="add" text={T.addRow} disabled={saving} onClick={() => setLines((all) => [...all, emptyLine()])} className="production-add-line" />
    </div>
  );

  return (
    <Dialog isOpen={isOpen} onClose={saving ? undefined : onClose} title={editing ? T.editProduction : T.addProduction} icon={editing ? 'edit' : 'add'} className="production-dialog">
      <DialogBody>
        {editing ? (
          officePanel
        ) : (
          <Tabs id="production-add-tabs" renderActiveTabPanelOnly selectedTabId={tab} onChange={(next) => setTab(next === 'project' ? 'project' : 'office')}>
            <Tab id="office" title={T.inOffice} panel={officePanel} />
            <Tab id="project" title={T.inProject} panel={projectPanel} />
          </Tabs>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.cancel} disabled={saving} onClick={onClose} />
            <Button intent={Intent.PRIMARY} icon="floppy-disk" text={T.save} loading={saving} onClick={() => void (tab === 'project' && !editing ? saveProject() : saveOffice())} />
          </>
        }
      />
      <NoticeAlert message={alert} onDismiss={() => setAlert(null)} />
    </Dialog>
  );
}
