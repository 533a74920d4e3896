import type { RenderProgress } from './pdf';

/**
 * Where a long printout is, for the screen that asked for it: the client names its job (a random
 * id sent with the file's request) and asks `…/progress/:job` while it waits. Kept in this
 * server's memory only, for the minutes a job lasts: with several instances behind a load
 * balancer a question may reach another instance, which answers 404, and the screen falls back
 * to an indeterminate bar with the seconds elapsed.
 */
export type PrintStage = 'query' | 'starting' | 'queued' | RenderProgress['stage'] | 'sending' | 'done' | 'failed';

export interface PrintStatus {
  stage: PrintStage;
  /** 0–100. */
  percent: number;
  /** Lines in the report, once read. */
  rows: number | null;
  elapsed_ms: number;
}

interface Entry {
  owner: string;
  startedAt: number;
  finishedAt: number | null;
  stage: PrintStage;
  percent: number;
  rows: number | null;
}

/** A job id as clients make them: 8–64 letters, digits, '-' or '_'. */
export const PRINT_JOB_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Share of the bar the database read takes before the render starts. */
const QUERY_PERCENT = 3;
/** What a finished or failed job stays readable for, and the longest any job is kept. */
const KEEP_FINISHED_MS = 60_000;
const KEEP_ANY_MS = 15 * 60_000;
const MAX_JOBS = 500;

export class PrintProgressBoard {
  private readonly jobs = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  private key(owner: string, job: string): string {
    return `${owner}\u0000${job}`;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.jobs) {
      if (now - entry.startedAt > KEEP_ANY_MS || (entry.finishedAt !== null && now - entry.finishedAt > KEEP_FINISHED_MS)) this.jobs.delete(key);
    }
    // Oldest first out when many jobs are open at once.
    while (this.jobs.size > MAX_JOBS) {
      const oldest = this.jobs.keys().next().value;
      if (oldest === undefined) break;
      this.jobs.delete(oldest);
    }
  }

  /**
   * Follows one printout of `owner` (a user id). Answers the callbacks the handler calls as it
   * goes; with no job id (an old client, a direct link) they do nothing.
   */
  track(owner: string, job: string | undefined): PrintTracker {
    if (!job || !PRINT_JOB_ID.test(job)) return NO_TRACKING;
    this.sweep();
    const entry: Entry = { owner, startedAt: this.now(), finishedAt: null, stage: 'query', percent: 0, rows: null };
    this.jobs.set(this.key(owner, job), entry);
    const set = (stage: PrintStage, percent: number) => {
      if (entry.finishedAt !== null) return;
      entry.stage = stage;
      entry.percent = Math.max(entry.percent, Math.min(100, Math.round(percent)));
    };
    return {
      rows: (count, waitingBehind) => {
        entry.rows = count;
        set(waitingBehind > 0 ? 'queued' : 'starting', QUERY_PERCENT);
      },
      render: (progress) => set(progress.stage, QUERY_PERCENT + (progress.percent * (99 - QUERY_PERCENT)) / 100),
      sending: () => set('sending', 99),
      done: () => {
        set('done', 100);
        entry.finishedAt = this.now();
      },
      failed: () => {
        if (entry.finishedAt !== null) return;
        entry.stage = 'failed';
        entry.finishedAt = this.now();
      },
    };
  }

  /** The job's status for its owner; null for an unknown job or somebody else's. */
  status(owner: string, job: string): PrintStatus | null {
    this.sweep();
    const entry = this.jobs.get(this.key(owner, job));
    if (!entry || entry.owner !== owner) return null;
    return { stage: entry.stage, percent: entry.percent, rows: entry.rows, elapsed_ms: (entry.finishedAt ?? this.now()) - entry.startedAt };
  }
}

export interface PrintTracker {
  /** The report's lines are read; the PDF starts, or waits behind `waitingBehind` other PDFs. */
  rows(count: number, waitingBehind: number): void;
  render(progress: RenderProgress): void;
  sending(): void;
  done(): void;
  failed(): void;
}

const NO_TRACKING: PrintTracker = { rows: () => undefined, render: () => undefined, sending: () => undefined, done: () => undefined, failed: () => undefined };
