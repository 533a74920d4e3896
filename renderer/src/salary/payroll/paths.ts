import { moduleByKey } from '../../../../common/modules';
import { STATUTORY_SETTINGS_PATH } from '../statutory/paths';

/** Where the payroll screens sit under the Sallary module's entry ('/sallary'). */
export const RUNS_PATH = 'penggajian';
export const RUN_DETAIL_PATH = `${RUNS_PATH}/:id`;

const base = moduleByKey('salary').path;

/** The run list's full path. */
export const runListUrl = `${base}/${RUNS_PATH}`;

/** One run's detail page. */
export const runDetailUrl = (id: string): string => `${base}/${RUNS_PATH}/${encodeURIComponent(id)}`;

/** 'Pengaturan BPJS & Pajak', where a run without BPJS and PPh 21 sends the office. */
export const statutorySettingsUrl = `${base}/${STATUTORY_SETTINGS_PATH}`;
