import type { IconName } from '@blueprintjs/core';
import { Navigate } from 'react-router-dom';
import { jobResource } from '../../../common/contract/survey';
import { MasterScreen } from '../shell/master/MasterScreen';
import type { ModuleRoute } from '../shell/types';
import { SURVEY_TEXTS as T } from './texts';
import { lazyScreen } from '../shell/lazyComponent';

// Loaded when first opened; the detail loads the map (Leaflet) on its own, later still.
const SurveyScreen = lazyScreen(() => import('./SurveyScreen').then((module) => module.SurveyScreen));
const ProjectScreen = lazyScreen(() => import('./projects/ProjectScreen').then((module) => module.ProjectScreen));
const SurveyAddScreen = lazyScreen(() => import('./add/SurveyAddScreen').then((module) => module.SurveyAddScreen));
const ProgressScreen = lazyScreen(() => import('./progress/ProgressScreen').then((module) => module.ProgressScreen));

/** Survey module screens (seed 001 section 2: /survey redirects to listsurvey; children listsurvey, project, progress). */
export const routes: readonly ModuleRoute[] = [
  { path: 'listsurvey', label: T.menuList, icon: 'map', element: <SurveyScreen /> },
  // Issue 27 section 5: reached by the list's 'Tambah Survey'.
  { path: 'listsurvey/tambah', label: T.add.menu, icon: 'add', hidden: true, element: <SurveyAddScreen /> },
  { path: 'project', label: T.menuProject, icon: 'projects', element: <ProjectScreen /> },
  { path: 'progress', label: T.menuProgress, icon: 'media', element: <ProgressScreen /> },
  { path: jobResource.path, label: jobResource.menuLabel, icon: jobResource.icon as IconName, group: T.groupMaster, element: <MasterScreen resource={jobResource} /> },
];

/** Seed 001: "/survey redirects to listsurvey". */
export const entry = <Navigate to="listsurvey" replace />;
