import '../../shell/master/master.css';
import '../survey.css';
import { Alert, Button, Card, FileInput, HTMLTable, InputGroup, Intent, Tag, TextArea } from '@blueprintjs/core';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SURVEY_DEFAULT_CENTER, SURVEY_MAX_PICTURES, jobResource } from '../../../../common/contract/survey';
import { describeError } from '../../session/logic';
import { DateField } from '../../shell/DateField';
import { useObjectUrl } from '../../shell/images';
import { useResourceListQuery } from '../../shell/master/api';
import { fieldAria, fieldErrorId, FormField } from '../../shell/master/FormField';
import { errorOf } from '../../shell/master/MasterScreen';
import { PickerSelect } from '../../shell/master/PickerSelect';
import { SearchSuggest } from '../../shell/master/SearchSuggest';
import { showFailure, showSuccess } from '../../shell/toast';
import { useExecutorOptions, type ExecutorOption } from '../projects/api';
import { useSurveyAddMutation, useSurveyMapQuery } from '../api';
import { SURVEY_TEXTS } from '../texts';
import { LocationMap, type MapPoint } from './LocationMap';
import {
  addPictures,
  checkSurvey,
  coordinatePair,
  coordinateText,
  emptyFiles,
  emptySurvey,
  firstErrorField,
  isDirty,
  photoProblem,
  readCoordinate,
  serverSurveyErrors,
  type LocationValue,
  type SurveyErrors,
  type SurveyFormFiles,
  type SurveyFormValues,
} from './logic';
import { SignaturePad } from './SignaturePad';
import { companyToday } from '../../../../common/calendar';

const T = SURVEY_TEXTS.add;
type TextField = 'project_name' | 'gov_name' | 'gov_phone' | 'consultant_name' | 'consultant_phone';
const LIST_PATH = '/survey/listsurvey';

/**
 * Tambah Survey (issue 27 section 5): a survey entered at a PC by office staff or a surveyor, with
 * what the phone app sends (survey/add): project, job and notes; locations clicked on the map or
 * typed; survey staff; the government's and the consultant's contact, photo and signature; the
 * surveyor's signature; up to 10 pictures. Checked with the intake's own rules before sending, the
 * server's refusals under their fields; leaving a half-filled form asks first.
 */
export function SurveyAddScreen() {
  const formId = `survey-add-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const navigate = useNavigate();
  const [today] = useState(() => companyToday());
  const [values, setValues] = useState<SurveyFormValues>(() => emptySurvey(today));
  const [files, setFiles] = useState<SurveyFormFiles>(emptyFiles);
  const [errors, setErrors] = useState<SurveyErrors>({});
  const [nextKey, setNextKey] = useState(1);
  /** Where the user wanted to go with a half-filled form (the list, or a link of the shell), until they confirm. */
  const [confirmLeave, setConfirmLeave] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<[string, number] | null>(null);
  const [add, adding] = useSurveyAddMutation();
  const saving = adding.isLoading;
  const mapSettings = useSurveyMapQuery();
  const jobs = useResourceListQuery({ resource: jobResource, query: { show: 'all' } });
  const jobOptions = jobs.currentData?.data.map((row) => ({ value: row.id, label: String(row['name'] ?? '') }));
  const dirty = isDirty(values, files, today);

  // Closing the window or reloading with a half-filled survey asks the browser's question.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A link elsewhere in the app (the sidebar, Home) with a half-filled survey asks first too.
  useEffect(() => {
    if (!dirty) return undefined;
    const intercept = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = new URL(link.getAttribute('href') ?? '', window.location.href);
      if (target.origin !== window.location.origin || target.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setConfirmLeave(`${target.pathname}${target.search}`);
    };
    document.addEventListener('click', intercept, true);
    return () => document.removeEventListener('click', intercept, true);
  }, [dirty]);

  useEffect(() => {
    if (focusRequest) document.getElementById(`${formId}-${focusRequest[0]}`)?.focus();
  }, [focusRequest, formId]);
  const focusField = (field: string | undefined) => {
    if (field) setFocusRequest((previous) => [field, (previous?.[1] ?? 0) + 1]);
  };

  const clearError = (...names: string[]) =>
    setErrors((previous) => {
      if (!names.some((name) => name in previous)) return previous;
      const rest = { ...previous };
      for (const name of names) delete rest[name];
      return rest;
    });
  const change = <K extends keyof SurveyFormValues>(key: K, value: SurveyFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    clearError(String(key));
  };
  const setFile = <K extends keyof SurveyFormFiles>(key: K, value: SurveyFormFiles[K], error?: string) => {
    setFiles((previous) => ({ ...previous, [key]: value }));
    if (error) setErrors((previous) => ({ ...previous, [key]: error }));
    else clearError(String(key));
  };

  // ─── Locations ───
  const setLocations = (locations: LocationValue[]) => {
    setValues((previous) => ({ ...previous, locations }));
    clearError('locations');
  };
  const addLocation = (latitude?: number, longitude?: number) => {
    const key = nextKey;
    setNextKey(key + 1);
    const row: LocationValue = {
      key,
      name: T.newLocationName(values.locations.length + 1),
      latitude: latitude === undefined ? '' : coordinateText(latitude),
      longitude: longitude === undefined ? '' : coordinateText(longitude),
    };
    setLocations([...values.locations, row]);
    if (latitude === undefined) focusField(`locations.${values.locations.length}.name`);
  };
  const changeLocation = (index: number, patch: Partial<LocationValue>) => {
    setLocations(values.locations.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    clearError(...Object.keys(patch).map((name) => `locations.${index}.${name}`));
  };
  const removeLocation = (index: number) => {
    setLocations(values.locations.filter((_, i) => i !== index));
    // Messages of the rows after it would point at the wrong row.
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([key]) => !key.startsWith('locations.'))));
  };
  const points = useMemo<MapPoint[]>(
    () =>
      values.locations.flatMap((row) => {
        const latitude = readCoordinate(row.latitude);
        const longitude = readCoordinate(row.longitude);
        return latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? [{ key: row.key, name: row.name, latitude, longitude }] : [];
      }),
    [values.locations],
  );

  // ─── Staff ───
  const addStaff = (person: ExecutorOption) => {
    if (values.staff.some((s) => s.id === person.id)) return;
    change('staff', [...values.staff, person]);
  };

  // ─── Save and leave ───
  const submit = async () => {
    if (saving) return;
    const checked = checkSurvey(values, files);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusField(firstErrorField(checked.errors));
      return;
    }
    setErrors({});
    const result = await add({ body: checked.body, files: checked.files });
    if (result.error) {
      const fieldErrors = serverSurveyErrors(errorOf(result.error)?.fields);
      setErrors(fieldErrors);
      showFailure(T.failed, describeError(result.error));
      focusField(firstErrorField(fieldErrors));
      return;
    }
    showSuccess(T.saved);
    void navigate(LIST_PATH);
  };
  const leave = () => {
    if (saving) return;
    if (dirty) setConfirmLeave(LIST_PATH);
    else void navigate(LIST_PATH);
  };

  // ─── Pieces ───
  const id = (name: string) => `${formId}-${name}`;
  const aria = (name: string) => fieldAria(id(name), errors[name], { disabled: saving });
  const field = (name: string, label: string, control: ReactNode, options: { required?: boolean; hint?: ReactNode; wide?: boolean } = {}) => (
    <FormField id={id(name)} label={label} required={options.required} error={errors[name]} hint={options.hint} wide={options.wide}>
      {control}
    </FormField>
  );
  const text = (name: TextField, label: string, options: { required?: boolean; placeholder?: string; max?: number } = {}) =>
    field(
      name,
      label,
      <InputGroup
        {...aria(name)}
        value={values[name]}
        maxLength={options.max ?? 200}
        placeholder={options.placeholder}
        intent={errors[name] ? Intent.DANGER : Intent.NONE}
        onValueChange={(value) => change(name, value)}
      />,
      { required: options.required ?? true },
    );
  const contact = (who: 'gov' | 'consultant', heading: string) => {
    const photo = `${who}_photo` as const;
    const signature = `${who}_signature` as const;
    return (
    <section className="survey-add-contact" aria-labelledby={id(`${who}-heading`)}>
      <h5 className="survey-add-subheading" id={id(`${who}-heading`)}>
        {heading}
      </h5>
      {text(`${who}_name` as const, T.contactName)}
      {text(`${who}_phone` as const, T.contactPhone, { placeholder: T.contactPhonePlaceholder, max: 20 })}
      {field(
        photo,
        T.photo,
        <PhotoInput id={id(photo)} file={files[photo]} disabled={saving} invalid={errors[photo] !== undefined} onPick={(file) => setFile(photo, file, file ? (photoProblem(file) ?? undefined) : undefined)} />,
        { required: true, hint: T.photoHint },
      )}
      {field(
        signature,
        T.signature,
        <SignaturePad
          id={id(signature)}
          whose={heading}
          value={files[signature]}
          disabled={saving}
          invalid={errors[signature] !== undefined}
          describedBy={errors[signature] ? fieldErrorId(id(signature)) : undefined}
          onChange={(png) => setFile(signature, png)}
        />,
        { required: true, hint: T.signatureHint },
      )}
    </section>
    );
  };

  return (
    <div className="erp-master survey survey-add">
      <div className="survey-add-top">
        <Button icon="arrow-left" variant="minimal" text={T.back} onClick={leave} disabled={saving} />
        <h3 className="survey-add-title">{T.title}</h3>
      </div>
      <form
        noValidate
        aria-label={T.title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        onKeyDown={(event) => {
          // Enter in a picker picks; Enter elsewhere does not send a half-filled survey.
          const target = event.target as HTMLElement;
          if (event.key === 'Enter' && target.tagName === 'INPUT') event.preventDefault();
        }}
      >
        <Card compact className="survey-add-card">
          <h4 className="survey-add-heading">{T.sectionProject}</h4>
          <div className="erp-master-fields">
            {text('project_name', T.projectName)}
            {field('date', T.date, <DateField {...aria('date')} value={values.date} onChange={(iso) => change('date', iso)} />, { required: true })}
            {field(
              'pekerjaan',
              T.job,
              <PickerSelect attributes={aria('pekerjaan')} label={T.job} value={values.pekerjaan} options={jobOptions} invalid={errors['pekerjaan'] !== undefined} onChange={(value) => change('pekerjaan', value)} />,
              { required: true, hint: jobs.isError ? describeError(jobs.error) : jobOptions?.length === 0 ? T.noJobs : undefined },
            )}
            {field(
              'decs',
              T.notes,
              <TextArea {...aria('decs')} fill maxLength={2000} placeholder={T.notesPlaceholder} value={values.decs} onChange={(event) => change('decs', event.target.value)} />,
              { wide: true },
            )}
          </div>
        </Card>

        <Card compact className="survey-add-card">
          <h4 className="survey-add-heading" id={id('locations')} tabIndex={-1}>
            {T.sectionLocations} <span className="erp-required">*</span>
          </h4>
          <p className="survey-muted survey-add-note">{T.mapHint}</p>
          <div className="survey-add-locations">
            {mapSettings.isLoading ? (
              <div className="survey-map survey-add-map survey-loading">{SURVEY_TEXTS.mapLoading}</div>
            ) : (
              <LocationMap
                points={points}
                // Without the server's settings (an error): markers and coordinates, no tiles.
                tileUrl={mapSettings.data?.tile_url ?? ''}
                defaultCenter={mapSettings.data?.default_center ?? SURVEY_DEFAULT_CENTER}
                disabled={saving}
                onPick={(latitude, longitude) => addLocation(latitude, longitude)}
                onMove={(key, latitude, longitude) => {
                  const index = values.locations.findIndex((row) => row.key === key);
                  if (index >= 0) changeLocation(index, { latitude: coordinateText(latitude), longitude: coordinateText(longitude) });
                }}
              />
            )}
            <div className="survey-add-rows">
              {values.locations.length === 0 ? (
                <p className="survey-muted">{T.noLocations}</p>
              ) : (
                <HTMLTable compact className="survey-add-location-table" aria-label={T.sectionLocations}>
                  <thead>
                    <tr>
                      <th scope="col">{T.locationName}</th>
                      <th scope="col">{T.latitude}</th>
                      <th scope="col">{T.longitude}</th>
                      <th scope="col" aria-label={T.removeLocation(0)} />
                    </tr>
                  </thead>
                  <tbody>
                    {values.locations.map((row, index) => (
                      <tr key={row.key}>
                        {(['name', 'latitude', 'longitude'] as const).map((cell) => {
                          const name = `locations.${index}.${cell}`;
                          return (
                            <td key={cell}>
                              <CellInput
                                {...aria(name)}
                                label={`${cell === 'name' ? T.locationName : cell === 'latitude' ? T.latitude : T.longitude} ${T.locationOf(index + 1)}`}
                                value={row[cell]}
                                placeholder={cell === 'name' ? T.locationNamePlaceholder : T.coordinatePlaceholder(cell === 'latitude' ? T.latitudeExample : T.longitudeExample)}
                                error={errors[name]}
                                numeric={cell !== 'name'}
                                onChange={(value) => {
                                  // A pasted 'lat, lng' pair fills both cells.
                                  const pair = cell === 'name' ? null : coordinatePair(value);
                                  changeLocation(index, pair ? { latitude: pair[0], longitude: pair[1] } : { [cell]: value });
                                }}
                              />
                            </td>
                          );
                        })}
                        <td>
                          <Button icon="trash" variant="minimal" intent={Intent.DANGER} aria-label={T.removeLocation(index + 1)} title={T.removeLocation(index + 1)} disabled={saving} onClick={() => removeLocation(index)} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              )}
              <Button icon="add" text={T.addLocation} onClick={() => addLocation()} disabled={saving} />
              {errors['locations'] && (
                <p className="survey-add-error" id={fieldErrorId(id('locations'))}>
                  {errors['locations']}
                </p>
              )}
            </div>
          </div>
        </Card>

        <Card compact className="survey-add-card">
          <h4 className="survey-add-heading">{T.sectionStaff}</h4>
          <div className="erp-master-fields">
            {field(
              'staff',
              T.staffPicker,
              <SearchSuggest<ExecutorOption>
                id={id('staff')}
                value={null}
                disabled={saving}
                invalid={errors['staff'] !== undefined}
                describedBy={errors['staff'] ? fieldErrorId(id('staff')) : undefined}
                onChange={addStaff}
                useOptions={(filter, options) => useExecutorOptions(filter, options)}
                text={(person) => person.name}
                label={(person) => (person.idk === null ? person.division : `${person.idk} · ${person.division}`)}
                placeholder={T.staffPlaceholder}
                noResults={T.staffNotFound}
              />,
              { required: true },
            )}
            <div className="survey-add-staff" aria-live="polite">
              {values.staff.length === 0 ? (
                <span className="survey-muted">{T.staffNone}</span>
              ) : (
                values.staff.map((person) => (
                  <Tag key={person.id} size="large" minimal className="survey-add-person">
                    {person.name}
                    {person.idk !== null && <span className="survey-muted"> ({person.idk})</span>}
                    <Button
                      size="small"
                      variant="minimal"
                      icon="cross"
                      aria-label={T.removeStaff(person.name)}
                      title={T.removeStaff(person.name)}
                      disabled={saving}
                      onClick={() => change('staff', values.staff.filter((s) => s.id !== person.id))}
                    />
                  </Tag>
                ))
              )}
            </div>
          </div>
        </Card>

        <Card compact className="survey-add-card">
          <div className="survey-add-contacts">
            {contact('gov', T.sectionGov)}
            {contact('consultant', T.sectionConsultant)}
          </div>
        </Card>

        <Card compact className="survey-add-card">
          <div className="survey-add-contacts">
            <section aria-labelledby={id('surveyor-heading')}>
              <h5 className="survey-add-subheading" id={id('surveyor-heading')}>
                {T.sectionSurveyor}
              </h5>
              {field(
                'surveyor_signature',
                T.signature,
                <SignaturePad
                  id={id('surveyor_signature')}
                  whose={T.sectionSurveyor}
                  value={files.surveyor_signature}
                  disabled={saving}
                  invalid={errors['surveyor_signature'] !== undefined}
                  describedBy={errors['surveyor_signature'] ? fieldErrorId(id('surveyor_signature')) : undefined}
                  onChange={(png) => setFile('surveyor_signature', png)}
                />,
                { required: true, hint: T.signatureHint },
              )}
            </section>
            <section aria-labelledby={id('pictures-heading')}>
              <h5 className="survey-add-subheading" id={id('pictures-heading')}>
                {T.sectionPictures}
              </h5>
              {field(
                'pictures',
                T.pictures(files.pictures.length, SURVEY_MAX_PICTURES),
                <PicturesInput
                  id={id('pictures')}
                  pictures={files.pictures}
                  disabled={saving}
                  onPick={(picked) => {
                    const bad = picked.map(photoProblem).find((problem) => problem !== null);
                    const usable = picked.filter((file) => photoProblem(file) === null);
                    const next = addPictures(files.pictures, usable);
                    setFile('pictures', next.pictures, bad ?? (next.leftOut ? T.picturesTooMany(SURVEY_MAX_PICTURES) : undefined));
                  }}
                  onRemove={(index) => setFile('pictures', files.pictures.filter((_, i) => i !== index))}
                />,
                { hint: T.picturesHint },
              )}
            </section>
          </div>
        </Card>

        <div className="survey-add-actions">
          <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={saving ? T.saving : T.save} disabled={saving} />
          <Button text={T.cancel} onClick={leave} disabled={saving} />
        </div>
      </form>

      <Alert
        isOpen={confirmLeave !== null}
        icon="warning-sign"
        intent={Intent.WARNING}
        confirmButtonText={T.discardConfirm}
        cancelButtonText={T.discardKeep}
        onConfirm={() => {
          setConfirmLeave(null);
          if (confirmLeave) void navigate(confirmLeave);
        }}
        onCancel={() => setConfirmLeave(null)}
      >
        <h4 className="erp-alert-title">{T.discardTitle}</h4>
        <p>{T.discardQuestion}</p>
      </Alert>
    </div>
  );
}

/**
 * A cell of a location row. Coordinates are text as typed (a decimal comma or point), read by the
 * form's check; swap for the shell's numeric input once it has one.
 */
function CellInput(props: {
  id: string;
  disabled: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  label: string;
  value: string;
  placeholder: string;
  error: string | undefined;
  numeric: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="survey-add-cell">
      <InputGroup
        id={props.id}
        disabled={props.disabled}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        aria-label={props.label}
        inputMode={props.numeric ? 'decimal' : undefined}
        value={props.value}
        maxLength={props.numeric ? 24 : 200}
        placeholder={props.placeholder}
        intent={props.error ? Intent.DANGER : Intent.NONE}
        onValueChange={props.onChange}
      />
      {props.error && (
        <span className="survey-add-error" id={fieldErrorId(props.id)}>
          {props.error}
        </span>
      )}
    </div>
  );
}

/** One photo: the file picker and a preview of the chosen picture. */
function PhotoInput({ id, file, disabled, invalid, onPick }: { id: string; file: File | null; disabled: boolean; invalid: boolean; onPick: (file: File | null) => void }) {
  const preview = useObjectUrl(file);
  return (
    <div className="survey-add-photo">
      <FileInput
        fill
        disabled={disabled}
        text={file?.name ?? T.choosePhoto}
        hasSelection={file !== null}
        buttonText={file ? T.changePhoto : T.choosePhoto}
        className={invalid ? 'survey-add-file-invalid' : undefined}
        inputProps={{ id, accept: 'image/jpeg,image/png,image/gif,image/bmp', 'aria-invalid': invalid || undefined }}
        onInputChange={(event) => onPick(event.currentTarget.files?.[0] ?? null)}
      />
      {preview && <img src={preview} alt={file?.name ?? ''} className="survey-add-photo-preview" />}
    </div>
  );
}

/** The location pictures: add several at once, each shown with a remove button. */
function PicturesInput(props: { id: string; pictures: readonly File[]; disabled: boolean; onPick: (files: File[]) => void; onRemove: (index: number) => void }) {
  const full = props.pictures.length >= SURVEY_MAX_PICTURES;
  return (
    <div className="survey-add-pictures">
      <FileInput
        fill
        disabled={props.disabled || full}
        text={props.pictures.length > 0 ? T.picturesChosen(props.pictures.length) : T.addPictures}
        hasSelection={props.pictures.length > 0}
        buttonText={T.choosePhoto}
        inputProps={{ id: props.id, accept: 'image/jpeg,image/png,image/gif,image/bmp', multiple: true }}
        onInputChange={(event) => {
          const input = event.currentTarget;
          props.onPick(Array.from(input.files ?? []));
          // The same file may be picked again after removing it.
          input.value = '';
        }}
      />
      <ul className="survey-add-thumbs">
        {props.pictures.map((picture, index) => (
          <Thumb key={`${picture.name}-${index}`} picture={picture} label={T.removePicture(index + 1)} disabled={props.disabled} onRemove={() => props.onRemove(index)} />
        ))}
      </ul>
    </div>
  );
}

function Thumb({ picture, label, disabled, onRemove }: { picture: File; label: string; disabled: boolean; onRemove: () => void }) {
  const url = useObjectUrl(picture);
  return (
    <li className="survey-add-thumb">
      {url && <img src={url} alt={picture.name} />}
      <Button size="small" icon="cross" intent={Intent.DANGER} className="survey-add-thumb-remove" aria-label={label} title={label} disabled={disabled} onClick={onRemove} />
    </li>
  );
}
