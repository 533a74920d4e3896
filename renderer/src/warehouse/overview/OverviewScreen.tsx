import './overview.css';
import { Button, Card, Classes, H4, Icon, NonIdealState, type IconName } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import type { OverviewReport } from '../../../../common/contract/warehouse';
import { COMPANY_TIME_ZONE } from '../../../../common/calendar';
import { formatDate, formatNumber } from '../../../../common/format';
import { describeError } from '../../session/logic';
import { LineChart, type LineSeries } from '../../shell/charts/LineChart';
import { dayLabel } from '../../shell/charts/scale';
import { useWarehouseOverviewQuery } from '../api';
import { WAREHOUSE_TEXTS as T } from '../texts';

/** The company's day: the overview's 'Hari ini' is Jakarta's, whatever the PC's zone. */

/** Today as the report call wants it (seed 001 section 9: YYYY-M-D). */
export const overviewDate = (now: Date = new Date()) => formatDate(now, 'dashboard', COMPANY_TIME_ZONE);

/** Runs `onFocus` when the window (or the tab) comes back to the user. */
function useOnFocus(onFocus: () => void) {
  useEffect(() => {
    const visible = () => {
      if (document.visibilityState === 'visible') onFocus();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [onFocus]);
}

interface StatCardProps {
  label: string;
  note: string;
  icon: IconName;
  value: number | undefined;
  tone: 'blue' | 'green' | 'orange' | 'violet';
}

function StatCard({ label, note, icon, value, tone }: StatCardProps) {
  const loading = value === undefined;
  return (
    <Card className={`wh-stat wh-stat-${tone}`} aria-busy={loading}>
      <div className="wh-stat-icon" aria-hidden>
        <Icon icon={icon} size={20} />
      </div>
      <div className="wh-stat-body">
        <div className="wh-stat-label">{label}</div>
        <div className={`wh-stat-value${loading ? ` ${Classes.SKELETON}` : ''}`} data-stat={label}>
          {loading ? '0000' : formatNumber(value)}
        </div>
        <div className="wh-stat-note">{note}</div>
      </div>
    </Card>
  );
}

const SERIES_COLORS = { incoming: '#2d72d2', returned: '#c87619' } as const;

function chartSeries(chart: OverviewReport['chart']): LineSeries[] {
  return [
    { name: T.chartIncoming, color: SERIES_COLORS.incoming, values: chart.map((day) => day.stock_masuk) },
    { name: T.chartReturned, color: SERIES_COLORS.returned, values: chart.map((day) => day.retur) },
  ];
}

/**
 * Warehouse overview (seed 001 screen 1): today's arrivals, products, stock moves and stock
 * opnames as four cards, and the last 30 days of arrivals and returns from the ledger as a line
 * chart. It reloads when the window regains focus (and moves to the new day after midnight).
 */
export function OverviewScreen() {
  const [date, setDate] = useState(() => overviewDate());
  // Opening the screen always asks again: the figures move with every arrival.
  const overview = useWarehouseOverviewQuery(date, { refetchOnMountOrArgChange: true });
  const { refetch } = overview;

  const refresh = useCallback(() => {
    const today = overviewDate();
    if (today !== date) setDate(today);
    else void refetch();
  }, [date, refetch]);
  useOnFocus(refresh);

  const report = overview.data;
  if (overview.isError && !report) {
    return (
      <div className="wh-overview">
        <NonIdealState
          icon="error"
          title={T.loadFailed}
          description={describeError(overview.error)}
          action={<Button icon="refresh" text={T.retry} onClick={() => void refetch()} />}
        />
      </div>
    );
  }

  const chart = report?.chart ?? [];
  const first = chart[0];
  const last = chart.at(-1);
  return (
    <div className="wh-overview">
      <div className="wh-stats">
        <StatCard label={T.cardIncoming} note={T.cardIncomingNote} icon="import" value={report?.barang_datang} tone="blue" />
        <StatCard label={T.cardProducts} note={T.cardProductsNote} icon="box" value={report?.total_product} tone="green" />
        <StatCard label={T.cardStockMove} note={T.cardStockMoveNote} icon="swap-horizontal" value={report?.total_stock_move} tone="orange" />
        {/* The old screen showed the stock-move total here too; this is the opname count. */}
        <StatCard label={T.cardStockOpname} note={T.cardStockOpnameNote} icon="clipboard" value={report?.total_stock_opname} tone="violet" />
      </div>

      <Card className="wh-chart-card">
        <div className="wh-chart-header">
          <H4 className="wh-chart-title">{T.chartTitle}</H4>
          {first && last && (
            <span className={`wh-chart-period ${Classes.TEXT_MUTED}`}>
              {T.chartPeriod(dayLabel(first.date, 'D MMM YYYY'), dayLabel(last.date, 'D MMM YYYY'))}
            </span>
          )}
        </div>
        {report ? (
          <LineChart title={T.chartTitle} emptyText={T.chartEmpty} labels={chart.map((day) => dayLabel(day.date))} series={chartSeries(chart)} />
        ) : (
          <div className={`wh-chart-skeleton ${Classes.SKELETON}`} role="status" aria-label={T.loading} />
        )}
      </Card>
    </div>
  );
}
