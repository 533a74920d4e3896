import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useState } from 'react';
import { useReportProgressQuery } from './api';
import { newPrintJobId, pdfBuildView, type PdfBuildView } from './logic';

/** How often the screen asks the server how far the PDF is, and redraws the seconds. */
export const PDF_PROGRESS_POLL_MS = 400;
const TICK_MS = 250;

/**
 * One report PDF being made: `start` names a job (its id goes with the file's request), then
 * the server is asked for the job's progress until `finish`. `view` is what the print button's
 * bar shows, null when no PDF is being made.
 */
export function usePdfBuild(): { start: () => string; finish: () => void; view: PdfBuildView | null } {
  const [build, setBuild] = useState<{ job: string; startedAt: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!build) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [build]);
  const status = useReportProgressQuery(build ? { job: build.job } : skipToken, { pollingInterval: PDF_PROGRESS_POLL_MS });
  const start = useCallback(() => {
    const job = newPrintJobId();
    const startedAt = Date.now();
    setNow(startedAt);
    setBuild({ job, startedAt });
    return job;
  }, []);
  const finish = useCallback(() => setBuild(null), []);
  // A 404 (not started yet, or another server instance) shows no figures rather than stale ones.
  const known = build && !status.isError ? (status.currentData?.data ?? null) : null;
  return { start, finish, view: build ? pdfBuildView(known, now - build.startedAt) : null };
}
