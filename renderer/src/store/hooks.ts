import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './index';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The signed-in user, or null while signed out or still checking. */
export const useSessionUser = () => useAppSelector((state) => state.session.info?.data.auth ?? null);
