import { Card, FileInput } from '@blueprintjs/core';
import { useState } from 'react';
import { holidayResource, officeResource } from '../../../../common/contract/attendance';
import { describeError } from '../../session/logic';
import { MasterScreen } from '../../shell/master/MasterScreen';
import { showFailure, showSuccess } from '../../shell/toast';
import { useIsModuleAdmin } from '../../store/hooks';
import { useAttendanceImportHolidaysMutation } from './api';
import { ATTENDANCE_TEXTS as T } from './texts';
import './attendance.css';

/** 'Lokasi Kantor': admins keep it; everybody else with the module reads the list only. */
export function OfficeScreen() {
  return <MasterScreen resource={officeResource} readOnly={!useIsModuleAdmin()} />;
}

/** 'Hari Libur': the generic master, and for admins an import from a CSV or xlsx file (tanggal, nama). */
export function HolidayScreen() {
  const canWrite = useIsModuleAdmin();
  const [importHolidays, importing] = useAttendanceImportHolidaysMutation();
  const [name, setName] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setName(file.name);
    const result = await importHolidays(file);
    if ('error' in result) showFailure(T.holidaysFailed, describeError(result.error));
    else showSuccess(T.holidaysImported(result.data.length));
  };
  return (
    <div className="attendance-holidays">
      {canWrite && (
        <Card compact className="attendance-holiday-import">
          <strong>{T.importHolidays}</strong>
          <span className="attendance-note">{T.importHolidaysNote}</span>
          <FileInput
            text={importing.isLoading ? T.importing : (name ?? T.noFile)}
            hasSelection={name !== null}
            buttonText={T.chooseFile}
            disabled={importing.isLoading}
            inputProps={{ accept: '.csv,.xlsx', 'aria-label': T.importHolidays }}
            onInputChange={(event) => {
              const input = event.currentTarget;
              void upload(input.files?.[0] ?? null).finally(() => {
                input.value = '';
              });
            }}
          />
        </Card>
      )}
      <MasterScreen resource={holidayResource} readOnly={!canWrite} />
    </div>
  );
}
