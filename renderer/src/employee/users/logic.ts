import { registerBody } from '../../../../common/contract';
import type { Role } from '../../../../common/roles';
import { displayName } from '../../session/logic';
import type { ApplicationOption, EmployeeOption, RegisterBody } from './api';
import { USER_TEXTS } from './texts';

/** Pure rules of the 'Tambah User' form, apart from React. */

export interface UserFormValues {
  employee: EmployeeOption | null;
  email: string;
  password: string;
  applications: ApplicationOption[];
  role: Role;
}

export type UserField = 'employee' | 'email' | 'password' | 'role' | 'app';
export type UserFormErrors = Partial<Record<UserField, string>>;

export const emptyUserForm = (): UserFormValues => ({ employee: null, email: '', password: '', applications: [], role: 'user' });

/** 'Budi Santoso' (firstname lastname) as the picker lists and shows an employee. */
export const employeeName = (employee: Pick<EmployeeOption, 'firstname' | 'lastname'>): string =>
  displayName({ ...employee, username: '' });

/** A body key the server or the schema names ('id_employee', 'app.0.id_app', 'body.email') → the form's field. */
function fieldOf(key: string): UserField | null {
  const parts = key.split('.').filter((part) => part !== 'body');
  const first = parts[0] ?? '';
  if (first === 'id_employee') return 'employee';
  if (first === 'email' || first === 'password' || first === 'role' || first === 'app') return first;
  return null;
}

/** The first message per field (the form shows one per field). */
function collect(entries: Iterable<[string, string]>): UserFormErrors {
  const errors: UserFormErrors = {};
  for (const [key, message] of entries) {
    const field = fieldOf(key);
    if (field && !(field in errors)) errors[field] = message;
  }
  return errors;
}

export type UserValidation = { ok: true; body: RegisterBody } | { ok: false; errors: UserFormErrors };

/**
 * Checks the form with the server's own rules (registerBody), so the password rule and the email
 * check read the same here as in the server's answer; an empty email reads 'Email wajib diisi'.
 */
export function validateUserForm(values: UserFormValues): UserValidation {
  const input: RegisterBody = {
    email: values.email,
    password: values.password,
    app: values.applications.map((application) => ({ id_app: application.id })),
    role: values.role,
    ...(values.employee ? { id_employee: values.employee.id } : {}),
  };
  const parsed = registerBody.safeParse(input);
  const errors = parsed.success ? {} : collect(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  if (!values.email.trim()) errors.email = USER_TEXTS.emailRequired;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors };
}

/** A 400's `error.fields` on the form; keys that match no field are left to the toast. */
export function serverUserErrors(fields: Record<string, string> | undefined): UserFormErrors {
  return collect(Object.entries(fields ?? {}));
}

/**
 * Where a 409 belongs: the duplicate email on the Email field; other refusals (the last
 * superadmin, one's own account) have no field and stay in the toast.
 */
export function conflictField(message: string): UserField | null {
  return /email/i.test(message) ? 'email' : null;
}

/** The focus order of the form's fields, for moving to the first one in error. */
export const USER_FIELDS: readonly UserField[] = ['employee', 'email', 'password', 'role', 'app'];
