import './reports.css';
import {
  Button,
  Dialog,
  DialogBody,
  Intent,
  NonIdealState,
  Spinner,
  SpinnerSize,
  Tag,
} from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import type { ReportItem, ReportThread } from '../../../common/contract';
import { COMPANY_TIME_ZONE } from '../../../common/calendar';
import { formatDate } from '../../../common/format';
import { describeError } from '../session/logic';
import { SearchBox, useDebouncedSearch } from '../shell/master/SearchBox';
import { StoredImage } from '../shell/images';
import { SuperadminPage } from '../shell/SuperadminPage';
import { showFailure, showSuccess } from '../shell/toast';
import { REPORT_REFRESH_MS, REPORT_SEARCH_DEBOUNCE_MS, useReportListQuery, useReportProcessMutation } from './api';
import { REPORT_TEXTS as T } from './texts';

const fullName = (emp: ReportThread['emp']): string => [emp.firstname, emp.lastname].filter(Boolean).join(' ');

/**
 * A chat list's time: the hour for today's reports, the date for older ones. In the company's time
 * (WIB), as Log Aktivitas shows it, whatever zone the PC is set to.
 */
function listTime(iso: string, now: Date): string {
  const day = (at: Date | string) => formatDate(at, 'YYYY-MM-DD', COMPANY_TIME_ZONE);
  return formatDate(iso, day(iso) === day(now) ? 'HH:mm' : 'short', COMPANY_TIME_ZONE);
}

function ReporterEntry({ thread, selected, onSelect }: { thread: ReportThread; selected: boolean; onSelect: () => void }) {
  const last = thread.laporan.at(-1);
  const unhandled = thread.laporan.filter((item) => item.status === 'baru').length;
  return (
    <li>
      <button
        type="button"
        className={`erp-reporter${selected ? ' erp-reporter-selected' : ''}`}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
      >
        <StoredImage path={thread.emp.photo} alt={T.photoOf(thread.emp.firstname)} size={40} round className="erp-reporter-photo" />
        <span className="erp-reporter-text">
          <span className="erp-reporter-top">
            <span className="erp-reporter-name">{thread.emp.firstname}</span>
            {last && (
              <time className="erp-reporter-time" dateTime={last.date} title={formatDate(last.date, 'withTime', COMPANY_TIME_ZONE)}>
                {listTime(last.date, new Date())}
              </time>
            )}
          </span>
          <span className="erp-reporter-bottom">
            <span className="erp-reporter-excerpt">{last?.deskripsi ?? ''}</span>
            {unhandled > 0 && (
              <Tag round intent={Intent.WARNING} className="erp-reporter-unhandled">
                {T.unhandled(unhandled)}
              </Tag>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}

function ReportBubble({ item, threadId, onOpenImage }: { item: ReportItem; threadId: string; onOpenImage: (path: string) => void }) {
  const [process, { isLoading }] = useReportProcessMutation();
  const run = async () => {
    const result = await process({ threadId, reportId: item._id });
    if ('error' in result && result.error) showFailure(T.processFailed, describeError(result.error));
    else showSuccess(T.processed);
  };
  return (
    <li className="erp-report" data-status={item.status}>
      <div className="erp-report-head">
        <time className="erp-report-time" dateTime={item.date}>
          {formatDate(item.date, 'D MMMM YYYY, HH:mm', COMPANY_TIME_ZONE)}
        </time>
        <Tag minimal intent={item.status === 'proses' ? Intent.SUCCESS : Intent.WARNING} className="erp-report-status">
          {T.status[item.status]}
        </Tag>
      </div>
      {item.file ? (
        <button type="button" className="erp-report-image" aria-label={T.openImage} onClick={() => item.file && onOpenImage(item.file)}>
          <StoredImage path={item.file} alt={T.image} className="erp-report-image-img" />
        </button>
      ) : (
        <div className="erp-report-noimage">{T.noImage}</div>
      )}
      <p className="erp-report-desc">{item.deskripsi}</p>
      {item.status !== 'proses' && (
        <div className="erp-report-actions">
          <Button intent={Intent.PRIMARY} icon="tick-circle" text={T.process} loading={isLoading} onClick={() => void run()} />
        </div>
      )}
    </li>
  );
}

function Conversation({ thread }: { thread: ReportThread }) {
  const [image, setImage] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  // Like a chat: opening a thread (or a new report arriving) shows the latest at the bottom.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [thread._id, thread.laporan.length]);
  const name = fullName(thread.emp);
  return (
    <section className="erp-reports-conversation" aria-label={T.conversation}>
      <header className="erp-reports-conversation-head">
        <StoredImage path={thread.emp.photo} alt={T.photoOf(name)} size={44} round className="erp-reporter-photo" />
        <div>
          <div className="erp-reports-conversation-name">{name}</div>
          <div className="erp-reports-count">
            {T.count}: <strong>{thread.laporan.length}</strong>
          </div>
        </div>
      </header>
      <ol className="erp-reports-items">
        {thread.laporan.map((item) => (
          <ReportBubble key={item._id} item={item} threadId={thread._id} onOpenImage={setImage} />
        ))}
      </ol>
      <div ref={end} />
      <Dialog isOpen={image !== null} onClose={() => setImage(null)} title={T.image} icon="media" className="erp-report-image-dialog">
        <DialogBody>{image && <StoredImage path={image} alt={T.image} className="erp-report-image-large" />}</DialogBody>
      </Dialog>
    </section>
  );
}

function ReportsScreen() {
  const { search, setSearch, filter } = useDebouncedSearch(undefined, REPORT_SEARCH_DEBOUNCE_MS);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = useReportListQuery({ filter }, { pollingInterval: REPORT_REFRESH_MS, skipPollingIfUnfocused: true });
  const { refetch } = list;
  useEffect(() => {
    const again = () => void refetch();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [refetch]);

  const threads = list.data ?? [];
  const selected = threads.find((t) => t._id === selectedId) ?? null;

  let reporters;
  if (list.isLoading) {
    reporters = (
      <div className="erp-reports-state" role="status">
        <Spinner size={SpinnerSize.SMALL} aria-label={T.loading} />
      </div>
    );
  } else if (list.isError && !list.data) {
    reporters = (
      <NonIdealState
        className="erp-reports-state"
        icon="error"
        title={T.loadFailed}
        description={describeError(list.error)}
        action={<Button icon="refresh" text={T.retry} onClick={() => void refetch()} />}
      />
    );
  } else if (threads.length === 0) {
    reporters = <div className="erp-reports-state erp-reports-empty">{filter ? T.noMatch : T.empty}</div>;
  } else {
    reporters = (
      <ul className="erp-reporters">
        {threads.map((thread) => (
          <ReporterEntry key={thread._id} thread={thread} selected={thread._id === selectedId} onSelect={() => setSelectedId(thread._id)} />
        ))}
      </ul>
    );
  }

  return (
    <main className="erp-reports">
      <aside className="erp-reports-list" aria-label={T.reporters}>
        <div className="erp-reports-search">
          <SearchBox placeholder={T.searchPlaceholder} value={search} onChange={setSearch} fetching={list.isFetching && !list.isLoading} />
        </div>
        {reporters}
      </aside>
      {selected ? (
        <Conversation thread={selected} />
      ) : (
        <section className="erp-reports-conversation erp-reports-placeholder" aria-label={T.conversation}>
          <NonIdealState icon="chat" description={T.pickReporter} />
        </section>
      )}
    </main>
  );
}

/** Seed 000 "Reports screen (Pelaporan)": reporters on the left, the chosen reporter's reports on the right; superadmin only. */
export function ReportsPage() {
  return (
    <SuperadminPage icon="chat" title={T.title} className="erp-reports-app">
      <ReportsScreen />
    </SuperadminPage>
  );
}
