import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { SURVEY_DEFAULT_CENTER, type SurveyContact, type SurveyDetail, type SurveyRow } from '../../../common/contract/survey';
import { describeError } from '../session/logic';
import { StoredImage } from '../shell/images';
import { lazyComponent } from '../shell/lazyComponent';
import { RecordLoadState } from '../shell/states';
import { useSurveyDetailQuery, useSurveyMapQuery } from './api';
import { coordinates, openStreetMapLink, surveyDate } from './logic';
import { SURVEY_TEXTS as T } from './texts';

function MapLoading() {
  return (
    <div className="survey-map survey-loading" role="status">
      {T.mapLoading}
    </div>
  );
}

// Only the survey detail pulls Leaflet in.
const SurveyMap = lazyComponent(
  () => import('./SurveyMap').then((module) => module.SurveyMap),
  () => <MapLoading />,
);

/** 'Detail Survey' (seed 001 section 2 'Survey and project screens' 1): the Project and 'Penanggung Jawab' tabs. */
export function SurveyDetailDialog({ row, onClose }: { row: SurveyRow | null; onClose: () => void }) {
  const [shown, setShown] = useState(row);
  if (row && row !== shown) setShown(row);
  const detail = useSurveyDetailQuery(shown?._id ?? '', { skip: !shown });
  const survey = detail.currentData?.data;
  return (
    <Dialog isOpen={row !== null} onClose={onClose} title={shown ? T.detailOf(shown.project_name) : ''} className="survey-dialog">
      <DialogBody>
        {detail.isError || !survey ? (
          <RecordLoadState query={detail} failedTitle={T.loadFailed} />
        ) : (
          <Tabs id="survey-detail" renderActiveTabPanelOnly size="large">
            <Tab id="project" title={T.tabProject} panel={<ProjectTab survey={survey} />} />
            <Tab id="responsible" title={T.tabResponsible} panel={<ResponsibleTab survey={survey} />} />
          </Tabs>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={T.close} onClick={onClose} />} />
    </Dialog>
  );
}

function Carousel({ pictures }: { pictures: readonly { path: string }[] }) {
  const [index, setIndex] = useState(0);
  const current = pictures[Math.min(index, pictures.length - 1)];
  if (!current) return <p className="survey-muted">{T.noPictures}</p>;
  const at = Math.min(index, pictures.length - 1);
  return (
    <div className="survey-carousel" aria-roledescription="carousel">
      <StoredImage path={current.path} alt={T.pictureOf(at + 1, pictures.length)} className="survey-carousel-image" fallback={null} />
      <div className="survey-carousel-controls">
        <Button icon="chevron-left" variant="minimal" aria-label={T.previous} disabled={at === 0} onClick={() => setIndex(at - 1)} />
        <span>{T.pictureOf(at + 1, pictures.length)}</span>
        <Button icon="chevron-right" variant="minimal" aria-label={T.next} disabled={at >= pictures.length - 1} onClick={() => setIndex(at + 1)} />
      </div>
    </div>
  );
}

function ProjectTab({ survey }: { survey: SurveyDetail }) {
  const map = useSurveyMapQuery();
  const tileUrl = map.currentData?.tile_url;
  return (
    <div className="survey-project">
      <div className="survey-project-facts">
        <Carousel pictures={survey.picture} />
        <dl className="survey-facts">
          <dt>{T.projectName}</dt>
          <dd>{survey.project_name}</dd>
          <dt>{T.job}</dt>
          <dd>{survey.pekerjaan.name}</dd>
          <dt>{T.surveyDate}</dt>
          <dd>{surveyDate(survey.date)}</dd>
          <dt>{T.notes}</dt>
          <dd className="survey-notes">{survey.decs || T.noNotes}</dd>
        </dl>
        <h5 className="survey-heading">{T.addresses}</h5>
        {survey.tempat.length === 0 ? (
          <p className="survey-muted">{T.noLocations}</p>
        ) : (
          <ol className="survey-locations">
            {survey.tempat.map((location, index) => (
              <li key={index}>
                <span className="survey-location-name">{location.name}</span>{' '}
                <span className="survey-coordinates">{coordinates(location)}</span>{' '}
                <a href={openStreetMapLink(location)} target="_blank" rel="noreferrer">
                  {T.openInMap}
                </a>
              </li>
            ))}
          </ol>
        )}
      </div>
      {tileUrl ? (
          <SurveyMap locations={survey.tempat} tileUrl={tileUrl} defaultCenter={map.currentData?.default_center ?? SURVEY_DEFAULT_CENTER} />
        ) : map.isError ? (
          <p className="survey-muted">{describeError(map.error)}</p>
        ) : (
          <MapLoading />
        )}
    </div>
  );
}

function Contact({ title, contact }: { title: string; contact: SurveyContact }) {
  return (
    <section className="survey-contact" aria-label={title}>
      <h5 className="survey-heading">{title}</h5>
      <div className="survey-contact-body">
        <StoredImage path={contact.picture} alt={T.photoOf(contact.name)} size={96} className="survey-contact-photo" />
        <dl className="survey-facts">
          <dt>{T.staffName}</dt>
          <dd>{contact.name}</dd>
          <dt>{T.phone}</dt>
          <dd>{contact.no_hp}</dd>
          <dt>{T.signature}</dt>
          <dd>
            <StoredImage path={contact.digital_signature} alt={T.signatureOf(contact.name)} className="survey-signature" fallback={null} />
          </dd>
        </dl>
      </div>
    </section>
  );
}

function ResponsibleTab({ survey }: { survey: SurveyDetail }) {
  return (
    <div className="survey-responsible">
      <h5 className="survey-heading">{T.staff}</h5>
      <HTMLTable compact striped className="survey-staff" aria-label={T.staff}>
        <thead>
          <tr>
            <th scope="col">{T.staffId}</th>
            <th scope="col">{T.staffName}</th>
          </tr>
        </thead>
        <tbody>
          {survey.pj_survey.map((person, index) => (
            <tr key={index}>
              <td>{person.idk ?? '-'}</td>
              <td>{person.firstname || T.staffDeleted}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Contact title={T.gov} contact={survey.pj_installasi_goverment} />
      <Contact title={T.consultant} contact={survey.pj_konsultan} />
      <section className="survey-contact" aria-label={T.surveyorSignature}>
        <h5 className="survey-heading">{T.surveyorSignature}</h5>
        <StoredImage path={survey.digital_signature} alt={T.surveyorSignature} className="survey-signature" fallback={null} />
      </section>
    </div>
  );
}
