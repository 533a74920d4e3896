import { useDispatch, useSelector } from 'react-redux';
import { isModuleAdmin } from '../../../common/roles';
import type { AppDispatch, RootState } from './index';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The signed-in user, or null while signed out or still checking. */
export const useSessionUser = () => useAppSelector((state) => state.session.info?.data.auth ?? null);

/**
 * Whether the signed-in user writes where writes are for a module's admins (admin or superadmin;
 * the server answers others 403 the same way, common/roles isModuleAdmin).
 */
export function useIsModuleAdmin(): boolean {
  const user = useSessionUser();
  return user ? isModuleAdmin(user, null) : false;
}
