import './users.css';
import { Classes, HTMLSelect, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { describeError } from '../../session/logic';
import { DeleteConfirm } from '../../shell/master/DeleteConfirm';
import { FormCard } from '../../shell/master/FormCard';
import { fieldErrorId, FormField } from '../../shell/master/FormField';
import { useDeleteConfirm, useEmptyPageStepBack, useMasterForm } from '../../shell/master/hooks';
import { ListCard } from '../../shell/master/ListCard';
import { errorOf } from '../../shell/master/MasterScreen';
import { HistoryButton } from '../../audit/HistoryButton';
import { DeleteAction, EditAction, RowAction } from '../../shell/master/RowActions';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { PasswordInput } from '../../shell/PasswordInput';
import { showFailure, showSuccess } from '../../shell/toast';
import { USER_LIST_PAGE_SIZE, type UserAccountRow } from '../../../../common/contract';
import { moduleByKey } from '../../../../common/modules';
import { ROLES, type Role } from '../../../../common/roles';
import { ActiveConfirm, EditUserDialog, ResetPasswordDialog } from './AccountDialogs';
import { useSessionUser } from '../../store/hooks';
import { ApplicationPicker } from './ApplicationPicker';
import { useUserAccountDeleteMutation, useUserAccountListQuery, useUserAccountRegisterMutation, useUserAccountSetRoleMutation, type EmployeeOption } from './api';
import { EmployeePicker } from './EmployeePicker';
import {
  conflictField,
  emptyUserForm,
  serverUserErrors,
  USER_FIELDS,
  validateUserForm,
  type UserField,
  type UserFormErrors,
  type UserFormValues,
} from './logic';
import { ROLE_LABELS, USER_TEXTS } from './texts';

/**
 * The Employee module's User menu (seed 000 section 2 item 6, superadmin only): 'Tambah User'
 * (an employee, the email, a password and the applications the account may open) and the list
 * of accounts with delete. Built from the master screen's pieces.
 */
export function UsersScreen() {
  const formId = `erp-users-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const idOf = (field: UserField) => `${formId}-${field}`;
  const errorIdOf = (field: UserField) => fieldErrorId(idOf(field));

  // ---- table ----
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));

  const list = useUserAccountListQuery({ page, filter });
  const [register, registerState] = useUserAccountRegisterMutation();
  const [remove, removeState] = useUserAccountDeleteMutation();
  const [setRole, setRoleState] = useUserAccountSetRoleMutation();
  const signedIn = useSessionUser();
  const saving = registerState.isLoading;
  const deleting = removeState.isLoading;
  useEmptyPageStepBack(page, setPage, list.currentData);

  // ---- form ----
  /** Bumped on every reset, so the password field also goes back to hidden. */
  const [formRound, setFormRound] = useState(0);
  const form = useMasterForm<UserFormValues, UserFormErrors>({
    formId,
    empty: emptyUserForm,
    firstField: 'employee',
    saving,
    onReset: () => setFormRound((round) => round + 1),
  });
  const { values, errors, setErrors, focusField, change } = form;
  const focusFirstError = (found: UserFormErrors) => focusField(USER_FIELDS.find((field) => field in found));

  const removal = useDeleteConfirm<UserAccountRow>({ deleting, remove: (row) => remove(row._id) });
  // Issue 24: the account open in the edit or reset dialog, or asked about (de)activation.
  const [editing, setEditing] = useState<UserAccountRow | null>(null);
  const [resetting, setResetting] = useState<UserAccountRow | null>(null);
  const [toggling, setToggling] = useState<UserAccountRow | null>(null);

  /** A role picked in the list is saved straight away ('Berhasil Edit Data'); a refusal keeps the old one. */
  const changeRole = async (row: UserAccountRow, role: Role) => {
    if (role === row.role || setRoleState.isLoading) return;
    const result = await setRole({ id: row._id, role });
    if (result.error) showFailure(MASTER_TEXTS.failed('Edit'), describeError(result.error));
    else showSuccess(MASTER_TEXTS.succeeded('Edit'), `${row.email}: ${ROLE_LABELS[role]}`);
  };

  const pickEmployee = (employee: EmployeeOption | null) => {
    change('employee', employee, 'employee');
    // Seed: the email is filled from the chosen employee (and stays editable).
    if (employee?.email) change('email', employee.email, 'email');
  };

  const submit = async () => {
    if (saving) return;
    const checked = validateUserForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    const result = await register(checked.body);
    if (result.error) {
      const error = errorOf(result.error);
      const found = serverUserErrors(error?.fields);
      const field = error?.code === 'CONFLICT' ? conflictField(error.message) : null;
      if (field && error) found[field] = error.message;
      if (error?.code === 'NOT_FOUND' && values.employee) found.employee = error.message;
      setErrors(found);
      showFailure(MASTER_TEXTS.failed('Simpan'), describeError(result.error));
      focusFirstError(found);
      return;
    }
    showSuccess(MASTER_TEXTS.succeeded('Simpan'));
    form.reset();
    // The next account can follow straight away.
    focusField('employee');
  };

  // Enter in an open picker picks an option (on key up): it must not submit the form as well.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter') return;
    const target = event.target as HTMLElement;
    if (target.closest('[aria-expanded="true"]')) event.preventDefault();
  };

  /** One labelled field with its message under it. */
  const group = (field: UserField, label: string, control: ReactNode, options: { required?: boolean } = {}) => (
    <FormField key={field} id={idOf(field)} label={label} required={options.required} error={errors[field]}>
      {control}
    </FormField>
  );

  return (
    <div className="erp-master erp-users">
      <FormCard
        formId={formId}
        title={USER_TEXTS.formTitle}
        icon="plus"
        expanded={form.expanded}
        saving={saving}
        onToggle={form.toggle}
        onSubmit={() => void submit()}
        onCancel={form.cancel}
        onKeyDown={onKeyDown}
      >
        {group(
          'employee',
          USER_TEXTS.employee,
          <EmployeePicker
            id={idOf('employee')}
            value={values.employee}
            onChange={pickEmployee}
            disabled={saving}
            invalid={Boolean(errors.employee)}
            describedBy={errors.employee ? errorIdOf('employee') : undefined}
          />,
        )}
        {group(
          'email',
          USER_TEXTS.email,
          <InputGroup
            id={idOf('email')}
            type="email"
            value={values.email}
            maxLength={200}
            autoComplete="off"
            disabled={saving}
            intent={errors.email ? Intent.DANGER : Intent.NONE}
            aria-required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? errorIdOf('email') : undefined}
            onChange={(event) => change('email', event.target.value, 'email')}
          />,
          { required: true },
        )}
        {group(
          'password',
          USER_TEXTS.password,
          <PasswordInput
            key={formRound}
            id={idOf('password')}
            value={values.password}
            maxLength={200}
            disabled={saving}
            intent={errors.password ? Intent.DANGER : Intent.NONE}
            aria-required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? errorIdOf('password') : undefined}
            onChange={(event) => change('password', event.target.value, 'password')}
          />,
          { required: true },
        )}
        {group(
          'role',
          USER_TEXTS.role,
          <RoleSelect id={idOf('role')} value={values.role} disabled={saving} label={USER_TEXTS.role} onChange={(role) => change('role', role, 'role')} />,
        )}
        {group(
          'app',
          USER_TEXTS.applications,
          <ApplicationPicker
            id={idOf('app')}
            value={values.applications}
            onChange={(applications) => change('applications', applications, 'app')}
            disabled={saving}
            invalid={Boolean(errors.app)}
            describedBy={errors.app ? errorIdOf('app') : undefined}
          />,
        )}
      </FormCard>

      <ListCard
        list={list}
        page={page}
        onPage={setPage}
        pageSize={USER_LIST_PAGE_SIZE}
        searchPlaceholder={USER_TEXTS.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        tableClassName="erp-users-table"
        columnCount={4}
        actionsCol="erp-users-col-actions"
        cols={
          <>
            <col style={{ width: '22%' }} />
            <col style={{ width: '26%' }} />
            <col style={{ width: '150px' }} />
            <col />
          </>
        }
        headers={
          <>
            <th scope="col">{USER_TEXTS.fullName}</th>
            <th scope="col">{USER_TEXTS.email}</th>
            <th scope="col">{USER_TEXTS.role}</th>
            <th scope="col">{USER_TEXTS.access}</th>
          </>
        }
        renderRow={(row, number) => (
          <tr key={row._id}>
            <td className="erp-master-number">{number}</td>
            <td>
              {row.username}
              {!row.active && (
                <Tag minimal intent={Intent.DANGER} className="erp-users-inactive" htmlTitle={row.inactive_reason ?? undefined}>
                  {USER_TEXTS.inactive}
                </Tag>
              )}
            </td>
            <td>{row.email}</td>
            <td title={row._id === signedIn?._id ? USER_TEXTS.ownRole : undefined}>
              <RoleSelect
                value={row.role}
                label={USER_TEXTS.roleOf(row.email)}
                // One's own role is left alone here: a superadmin giving it up would lock this screen (the server refuses it too).
                disabled={row._id === signedIn?._id || setRoleState.isLoading}
                onChange={(role) => void changeRole(row, role)}
              />
            </td>
            <td>
              <AccessTags row={row} />
            </td>
            <td className="erp-master-actions">
              <EditAction label={USER_TEXTS.editOf(row.email)} onClick={() => setEditing(row)} />
              {row._id !== signedIn?._id && (
                <>
                  <RowAction icon="key" title={USER_TEXTS.resetPassword} label={USER_TEXTS.resetPasswordOf(row.email)} onClick={() => setResetting(row)} />
                  {row.active ? (
                    <RowAction icon="disable" intent={Intent.WARNING} title={USER_TEXTS.deactivate} label={USER_TEXTS.deactivateOf(row.email)} onClick={() => setToggling(row)} />
                  ) : (
                    <RowAction icon="unlock" intent={Intent.SUCCESS} title={USER_TEXTS.reactivate} label={USER_TEXTS.reactivateOf(row.email)} onClick={() => setToggling(row)} />
                  )}
                </>
              )}
              <HistoryButton entity="user" id={row._id} subject={row.email} />
              <DeleteAction label={`${USER_TEXTS.delete} ${row.email}`} disabled={deleting} onClick={() => removal.ask(row)} />
            </td>
          </tr>
        )}
      />

      <EditUserDialog row={editing} own={editing !== null && editing._id === signedIn?._id} onClose={() => setEditing(null)} />
      <ResetPasswordDialog row={resetting} onClose={() => setResetting(null)} />
      <ActiveConfirm row={toggling} onClose={() => setToggling(null)} />

      <DeleteConfirm
        isOpen={removal.isOpen}
        deleting={deleting}
        subject={removal.subject ? `${removal.subject.username} (${removal.subject.email})` : undefined}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}

/** The account's role (issue 14): 'Super Admin', 'Admin', 'Satpam', 'Surveyor', 'User'. */
function RoleSelect({ id, value, label, disabled, onChange }: { id?: string; value: Role; label: string; disabled: boolean; onChange: (role: Role) => void }) {
  return (
    <HTMLSelect
      id={id}
      aria-label={id ? undefined : label}
      fill
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const role = ROLES.find((r) => r === event.target.value);
        if (role) onChange(role);
      }}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </HTMLSelect>
  );
}

/** The applications an account may open, as small tags; a superadmin opens every one. */
function AccessTags({ row }: { row: UserAccountRow }) {
  if (row.role === 'superadmin') {
    return (
      <Tag minimal intent={Intent.WARNING}>
        {USER_TEXTS.superadmin}
      </Tag>
    );
  }
  // Modules by their names, the description on hover; an application without a module key grants nothing and is not shown.
  const modules = row.app.flatMap((app) => (app.module ? [{ id: app.id_app, module: moduleByKey(app.module) }] : []));
  if (modules.length === 0) return <span className={Classes.TEXT_MUTED}>{USER_TEXTS.noAccess}</span>;
  return (
    <span className="erp-users-tags">
      {modules.map(({ id, module }) => (
        <Tag key={id} minimal htmlTitle={module.description}>
          {module.title}
        </Tag>
      ))}
    </span>
  );
}
