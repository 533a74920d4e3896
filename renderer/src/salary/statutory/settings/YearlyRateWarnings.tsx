import { Callout, Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { companyToday } from '../../../../../common/calendar';
import { useStatutoryRatesQuery } from '../api';
import { yearlyRateWarnings } from './logic';
import { SETTINGS_TEXTS as T } from './texts';

/**
 * This year's rows the office has not entered yet (a new JP cap each March, the UMK), as warnings:
 * on 'Pengaturan BPJS & Pajak' and in 'Buat Penggajian', so a run is not paid by last year's
 * figures unnoticed. `ratesUrl` adds the way to the rate table where the screen is elsewhere.
 */
export function YearlyRateWarnings({ ratesUrl }: { ratesUrl?: string }) {
  const rates = useStatutoryRatesQuery();
  if (!rates.currentData) return null;
  return yearlyRateWarnings(rates.currentData, companyToday()).map((warning) => (
    <Callout key={warning} intent={Intent.WARNING} icon="warning-sign" compact className="statutory-yearly-warning">
      {warning}
      {ratesUrl && (
        <>
          {' '}
          <Link to={ratesUrl}>{T.openRates}</Link>
        </>
      )}
    </Callout>
  ));
}
