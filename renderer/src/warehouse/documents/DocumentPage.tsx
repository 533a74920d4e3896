import { Button, Card, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { describeError } from '../../session/logic';
import { DocumentFacts } from './DocumentListScreen';
import { DOCUMENT_TEXTS as T } from './texts';

export interface DocumentPageProps {
  title: string;
  className: string;
  /** The document's query: loading until `ready`, its error with a retry. */
  ready: boolean;
  error: unknown;
  onRetry: () => void;
  onBack: () => void;
  facts: readonly (readonly [string, ReactNode])[];
  /** Buttons right of the title ('Cetak Laporan', 'Selesai'). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The page both flows' form and detail stand on (seed 001 screens 8, 9, 12): back, title, the
 * document's facts (number, date, creator) and its table, with loading and error states.
 */
export function DocumentPage(props: DocumentPageProps) {
  let body: ReactNode;
  if (props.error) {
    body = <NonIdealState icon="error" title={T.loadFailed} description={describeError(props.error)} action={<Button icon="refresh" text={T.retry} onClick={props.onRetry} />} />;
  } else if (!props.ready) {
    body = (
      <div className="stock-documents-loading" role="status">
        <Spinner aria-label={T.loading} />
      </div>
    );
  } else {
    body = (
      <>
        <DocumentFacts facts={props.facts} />
        {props.children}
      </>
    );
  }
  return (
    <div className={`erp-master stock-documents ${props.className}`}>
      <Card compact className="stock-documents-page">
        <div className="stock-documents-heading">
          <Button icon="arrow-left" variant="minimal" text={T.back} onClick={props.onBack} />
          <h4>{props.title}</h4>
          <div className="stock-documents-actions">{props.ready && !props.error ? props.actions : null}</div>
        </div>
        {body}
      </Card>
    </div>
  );
}

/** A read-only table of a document's lines, or the seed's 'Belum ada data untuk ditampilkan.' */
export function DocumentLinesTable(props: { label: string; headers: ReactNode; rowCount: number; columnCount: number; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="erp-master-table-wrap">
      <HTMLTable striped className="erp-master-table stock-documents-lines" aria-label={props.label}>
        <thead>
          <tr>{props.headers}</tr>
        </thead>
        <tbody>
          {props.rowCount === 0 ? (
            <tr>
              <td colSpan={props.columnCount} className="erp-master-state-cell erp-master-empty">
                {T.empty}
              </td>
            </tr>
          ) : (
            props.children
          )}
        </tbody>
        {props.footer && props.rowCount > 0 && <tfoot>{props.footer}</tfoot>}
      </HTMLTable>
    </div>
  );
}
