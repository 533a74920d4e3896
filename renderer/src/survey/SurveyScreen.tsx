import '../shell/master/master.css';
import './survey.css';
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SURVEY_PAGE_SIZE, type SurveyRow } from '../../../common/contract/survey';
import { useEmptyPageStepBack } from '../shell/master/hooks';
import { ListCard } from '../shell/master/ListCard';
import { useDebouncedSearch } from '../shell/master/SearchBox';
import { useSurveyListQuery } from './api';
import { SurveyDetailDialog } from './SurveyDetailDialog';
import { surveyDate, truncate } from './logic';
import { SURVEY_TEXTS as T } from './texts';

/** 'Data Survey' (seed 001 section 2 'Survey and project screens' 1): 5 per page, newest survey first, searchable. */
export function SurveyScreen() {
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const list = useSurveyListQuery({ page, filter });
  useEmptyPageStepBack(page, setPage, list.currentData);
  const [open, setOpen] = useState<SurveyRow | null>(null);
  const navigate = useNavigate();
  const addButton = <Button intent="primary" icon="add" text={T.addButton} onClick={() => void navigate('tambah')} />;

  return (
    <div className="erp-master survey">
      <ListCard<SurveyRow>
        list={list}
        page={page}
        onPage={setPage}
        pageSize={SURVEY_PAGE_SIZE}
        heading={
          <>
            <h4 className="survey-title">{T.listTitle}</h4>
            {addButton}
          </>
        }
        // Issue 27 section 5: an empty list says where surveys come from.
        emptyText={filter ? T.emptyFiltered : T.emptyList}
        searchPlaceholder={T.search}
        search={search}
        onSearch={setSearch}
        tableLabel={T.tableLabel}
        columnCount={4}
        actionsCol="survey-col-actions"
        cols={
          <>
            <col style={{ width: '28%' }} />
            <col style={{ width: '14%' }} />
            <col style={{ width: '20%' }} />
            <col />
          </>
        }
        headers={
          <>
            <th scope="col">{T.columns.project}</th>
            <th scope="col">{T.columns.date}</th>
            <th scope="col">{T.columns.job}</th>
            <th scope="col">{T.columns.notes}</th>
          </>
        }
        renderRow={(row, number) => (
          <tr key={row._id}>
            <td className="erp-master-number">{number}</td>
            <td>{row.project_name}</td>
            <td>{surveyDate(row.date)}</td>
            <td>{row.pekerjaan.name}</td>
            <td title={row.decs}>{truncate(row.decs)}</td>
            <td className="erp-master-actions">
              <Button size="small" intent="primary" icon="eye-open" text={T.detail} aria-label={T.detailOf(row.project_name)} onClick={() => setOpen(row)} />
            </td>
          </tr>
        )}
      />
      <SurveyDetailDialog row={open} onClose={() => setOpen(null)} />
    </div>
  );
}
