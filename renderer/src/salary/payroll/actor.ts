import { isSuperadmin } from '../../../../common/roles';
import { payrollStepAllowed, type PayrollActor, type PayrollStatus, type PayrollStep } from '../../../../common/salary';
import { useSessionUser } from '../../store/hooks';

/** The signed-in user as the run's step table sees them (the server decides the same way). */
export function usePayrollActor(): PayrollActor {
  const user = useSessionUser();
  if (!user) return { isAdmin: false, isSuperadmin: false };
  return { isAdmin: user.role === 'admin', isSuperadmin: isSuperadmin(user, null) };
}

/** Whether the button of `step` is shown for a run in `status` (common/salary.ts PAYROLL_STEPS). */
export const mayTake = (actor: PayrollActor, step: PayrollStep, status: PayrollStatus): boolean => payrollStepAllowed(step, status, actor).ok;
