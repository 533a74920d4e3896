import { Button, Classes, H5, Icon, NonIdealState, Spinner, SpinnerSize } from '@blueprintjs/core';
import { formatDate } from '../../../common/format';
import { SHELL_TEXTS } from '../shell/texts';
import { useAnnouncementListQuery } from './api';
import { ANNOUNCEMENT_TEXTS as T } from './texts';

/**
 * The home screen's Pengumuman, below the module cards: the latest few, newest first, paged.
 * Titles and descriptions are shown as text (line breaks kept by CSS), never as HTML.
 */
export function Announcements({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { data, isLoading, isFetching, isError, refetch } = useAnnouncementListQuery({ page });
  const lastPage = data?.pagination?.last_page ?? 1;

  let content;
  if (isLoading) {
    content = (
      <div className="erp-announcement-state" role="status">
        <Spinner size={SpinnerSize.SMALL} aria-label={SHELL_TEXTS.loading} />
      </div>
    );
  } else if (isError && !data) {
    content = (
      <NonIdealState
        className="erp-announcement-state"
        icon="error"
        iconSize={20}
        description={T.loadError}
        action={<Button icon="refresh" text={T.retry} onClick={() => void refetch()} loading={isFetching} />}
      />
    );
  } else if (!data || data.data.length === 0) {
    content = <p className={`erp-announcement-empty ${Classes.TEXT_MUTED}`}>{T.empty}</p>;
  } else {
    content = (
      <ul className="erp-announcement-list" aria-busy={isFetching}>
        {data.data.map((row) => (
          <li key={row.id} className="erp-announcement-item">
            <div className="erp-announcement-head">
              <strong className="erp-announcement-title">{row.title}</strong>
              <span className={`erp-announcement-meta ${Classes.TEXT_MUTED}`}>
                <Icon icon="time" size={12} aria-hidden="true" />
                <time dateTime={row.created_at}>{formatDate(row.created_at, 'withTime')}</time>
                {row.author && (
                  <>
                    <span aria-hidden="true">·</span>
                    <span className="erp-announcement-author">
                      {T.by} {row.author}
                    </span>
                  </>
                )}
              </span>
            </div>
            <p className="erp-announcement-desc">{row.desc}</p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="erp-announcements" aria-label={T.sectionLabel}>
      <div className="erp-announcements-header">
        <H5 className="erp-announcements-heading">
          <Icon icon="notifications" aria-hidden="true" />
          {T.section}
        </H5>
        {lastPage > 1 && (
          <span className="erp-announcements-pager">
            <Button
              size="small"
              variant="minimal"
              icon="chevron-left"
              text={T.newer}
              disabled={page <= 1 || isFetching}
              onClick={() => onPage(page - 1)}
            />
            <span className={Classes.TEXT_MUTED}>
              {page} / {lastPage}
            </span>
            <Button
              size="small"
              variant="minimal"
              endIcon="chevron-right"
              text={T.older}
              disabled={page >= lastPage || isFetching}
              onClick={() => onPage(page + 1)}
            />
          </span>
        )}
      </div>
      {content}
    </section>
  );
}
