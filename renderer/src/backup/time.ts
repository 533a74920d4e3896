import { COMPANY_TIME_ZONE } from '../../../common/calendar';
import { formatDate } from '../../../common/format';

/** 'dd/mm/yyyy HH:mm' in Jakarta, as the rest of the app shows times. */
export const backupTime = (iso: string): string => formatDate(iso, 'DD/MM/YYYY HH:mm', COMPANY_TIME_ZONE);
