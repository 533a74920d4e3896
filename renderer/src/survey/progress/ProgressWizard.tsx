import { Alert, Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Icon, Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { PROGRESS_STAGE_LABELS, PROGRESS_STAGES, type ProgressStage, type ProjectDetail, type ProjectDocument, type ProjectRow } from '../../../../common/contract/project';
import { describeError } from '../../session/logic';
import { compressImage, StoredImage, useObjectUrl } from '../../shell/images';
import { RecordLoadState } from '../../shell/states';
import { useProgressDetailQuery, useProgressSaveStageMutation, useProgressUploadMutation } from './api';
import { firstOpenStep, PROGRESS_IMAGE_ACCEPT, projectImageUrl, refusedSlots, slotsComplete, slotsOf, stageChanged, stagesDone, uploadName, type StageSlots } from './logic';
import { PROGRESS_TEXTS as T } from './texts';

/** Seed 001 section 4 'Progress wizard': "finishing shows the alert 'Progress Selesai' after 3 seconds". */
export const PROGRESS_DONE_DELAY_MS = 3000;

/**
 * 'Tambah Progress' (seed 001 section 2 'Survey and project screens' 3): a survey location, then
 * the three steps 0% → 50% → 100%, each with two pictures. A step saves (updatedokone) when
 * 'Lanjut' is pressed, which opens only once both pictures are uploaded; the last step's save
 * ends with 'Progress Selesai'.
 */
export function ProgressWizard({ project, onClose }: { project: ProjectRow | null; onClose: () => void }) {
  // Kept while the dialog closes, so its content does not vanish mid-animation.
  const [shown, setShown] = useState(project);
  if (project && project !== shown) setShown(project);
  const detail = useProgressDetailQuery(shown?.id ?? '', { skip: !project, refetchOnMountOrArgChange: true });
  const data = detail.currentData;

  return (
    <Dialog isOpen={project !== null} onClose={onClose} title={shown ? T.wizardTitle(shown.nama_proyek) : ''} className="progress-dialog" canOutsideClickClose={false}>
      {detail.isError || !data ? (
        <DialogBody>
          <RecordLoadState query={detail} failedTitle={T.loadFailed} />
        </DialogBody>
      ) : (
        <WizardBody key={data.id} project={data} onClose={onClose} />
      )}
    </Dialog>
  );
}

function WizardBody({ project, onClose }: { project: ProjectDetail; onClose: () => void }) {
  const [lokasi, setLokasi] = useState<number | null>(project.tempat.length === 1 ? (project.tempat[0]?.lokasi ?? null) : null);
  const photos = project.dokproyek.find((d) => d.lokasi === lokasi);
  const [step, setStep] = useState(() => firstOpenStep(photos));
  const [finished, setFinished] = useState(false);
  const [doneAlert, setDoneAlert] = useState(false);
  // Pictures uploaded in this dialog, by path: their previews need no download.
  const previews = useRef(new Map<string, Blob>());

  useEffect(() => {
    if (!finished) return undefined;
    const timer = setTimeout(() => setDoneAlert(true), PROGRESS_DONE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [finished]);

  const pickLocation = (value: string) => {
    const next = value === '' ? null : Number(value);
    setLokasi(next);
    setStep(firstOpenStep(project.dokproyek.find((d) => d.lokasi === next)));
    setFinished(false);
    setDoneAlert(false);
  };

  const stage = PROGRESS_STAGES[step] ?? 'gambar0';
  const locationName = project.tempat.find((t) => t.lokasi === lokasi)?.name ?? '';
  // Steps up to the first open one may be visited; later ones wait for their predecessors.
  const reachable = firstOpenStep(photos);

  return (
    <>
      <DialogBody className="progress-wizard">
        {project.tempat.length === 0 ? (
          <Callout intent={Intent.WARNING} icon="map-marker">
            {T.noLocations}
          </Callout>
        ) : (
          <FormGroup label={T.location} labelFor="progress-location" inline className="progress-location">
            <HTMLSelect id="progress-location" value={lokasi === null ? '' : String(lokasi)} onChange={(event) => pickLocation(event.target.value)} fill>
              <option value="">{T.pickLocation}</option>
              {project.tempat.map((place) => {
                const done = stagesDone(project.dokproyek.find((d) => d.lokasi === place.lokasi));
                return (
                  <option key={place.lokasi} value={place.lokasi}>
                    {`${place.name} (${done}/${PROGRESS_STAGES.length} tahap)`}
                  </option>
                );
              })}
            </HTMLSelect>
          </FormGroup>
        )}
        {lokasi === null && project.tempat.length > 0 && <p className="survey-muted progress-location-hint">{T.pickLocationHint}</p>}
        {lokasi !== null && (
          <StepIndicator
            current={finished ? PROGRESS_STAGES.length : step}
            photos={photos}
            reachable={finished ? -1 : reachable}
            onPick={(index) => setStep(index)}
          />
        )}
        {lokasi !== null && finished && (
          <Callout intent={Intent.SUCCESS} icon="tick-circle" className="progress-finished">
            {T.progressDoneAt(locationName)}
          </Callout>
        )}
      </DialogBody>
      {lokasi !== null && !finished ? (
        <StepPanel
          key={`${lokasi}-${stage}`}
          projectId={project.id}
          lokasi={lokasi}
          stage={stage}
          step={step}
          photos={photos}
          previews={previews.current}
          onBack={() => setStep(step - 1)}
          onSaved={() => (step + 1 < PROGRESS_STAGES.length ? setStep(step + 1) : setFinished(true))}
        />
      ) : (
        <DialogFooter actions={<Button text={T.close} onClick={onClose} />} />
      )}
      <Alert isOpen={doneAlert} icon="tick-circle" intent={Intent.SUCCESS} confirmButtonText={T.ok} canEscapeKeyCancel onConfirm={onClose} onCancel={onClose}>
        <p className="erp-notice-text">{T.progressDone}</p>
      </Alert>
    </>
  );
}

/** 0% → 50% → 100%: done steps ticked, the current one highlighted; done ones can be reopened. */
function StepIndicator({ current, photos, reachable, onPick }: { current: number; photos: ProjectDocument | undefined; reachable: number; onPick: (index: number) => void }) {
  return (
    <ol className="progress-steps" aria-label={T.stepsLabel}>
      {PROGRESS_STAGES.map((stage, index) => {
        const done = photos?.[stage] != null;
        const state = index === current ? 'current' : done ? 'done' : 'upcoming';
        const label = PROGRESS_STAGE_LABELS[stage];
        return (
          <li key={stage} className={`progress-step progress-step-${state}${done ? ' progress-step-complete' : ''}`} aria-current={index === current ? 'step' : undefined}>
            <button type="button" className="progress-step-button" disabled={index > reachable || index === current} onClick={() => onPick(index)}>
              <span className="progress-step-mark">{done && index !== current ? <Icon icon="tick" size={14} /> : index + 1}</span>
              <span className="progress-step-label">
                {T.stepOf(label)}
                {done && <small>{T.stepDone}</small>}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

interface Slot {
  path: string | null;
  uploading: boolean;
  error: string | null;
}

/** One step: its two pictures (uploaded when picked) and 'Kembali' / 'Lanjut' (or 'Selesai'). */
function StepPanel(props: {
  projectId: string;
  lokasi: number;
  stage: ProgressStage;
  step: number;
  photos: ProjectDocument | undefined;
  previews: Map<string, Blob>;
  onBack: () => void;
  onSaved: () => void;
}) {
  const { stage, step, photos } = props;
  const [slots, setSlots] = useState<[Slot, Slot]>(() => {
    const [first, second] = slotsOf(photos?.[stage] ?? null);
    return [
      { path: first, uploading: false, error: null },
      { path: second, uploading: false, error: null },
    ];
  });
  const [upload] = useProgressUploadMutation();
  const [save, saveState] = useProgressSaveStageMutation();
  const [error, setError] = useState<string | null>(null);
  const label = PROGRESS_STAGE_LABELS[stage];
  const paths: StageSlots = [slots[0].path, slots[1].path];
  const uploading = slots[0].uploading || slots[1].uploading;
  const ready = slotsComplete(paths) && !uploading;
  const last = step === PROGRESS_STAGES.length - 1;

  const setSlot = (index: 0 | 1, next: Partial<Slot>) =>
    setSlots((previous) => {
      const copy: [Slot, Slot] = [previous[0], previous[1]];
      copy[index] = { ...previous[index], ...next };
      return copy;
    });

  const picked = async (index: 0 | 1, file: File) => {
    setError(null);
    setSlot(index, { uploading: true, error: null });
    const compressed = await compressImage(file);
    // A picture the browser could not re-encode goes as it was picked (PNG/GIF); the server checks it.
    const sent = compressed === file ? file : new File([compressed], uploadName(file.name, true), { type: compressed.type });
    const answer = await upload(sent);
    if (answer.error || !answer.data) {
      setSlot(index, { uploading: false, error: describeError(answer.error) });
      return;
    }
    props.previews.set(answer.data.path, sent);
    setSlot(index, { uploading: false, path: answer.data.path, error: null });
  };

  const next = async () => {
    if (!slotsComplete(paths) || uploading || saveState.isLoading) return;
    setError(null);
    if (stageChanged(photos, stage, paths)) {
      const result = await save({ id: props.projectId, lokasi: props.lokasi, name: stage, gambar: { file1: paths[0], file2: paths[1] } });
      if (result.error) {
        // A picture the server no longer has is emptied with its message, so 'Lanjut' waits for a new one.
        const refused = refusedSlots('fields' in result.error ? result.error.fields : undefined);
        refused.forEach((message, index) => {
          if (message) setSlot(index === 0 ? 0 : 1, { path: null, error: message });
        });
        setError(refused.some((message) => message !== null) ? null : describeError(result.error));
        return;
      }
    }
    props.onSaved();
  };

  return (
    <>
      <DialogBody className="progress-step-body">
        <h5 className="progress-step-title">{T.stepOf(label)}</h5>
        <div className="progress-slots">
          {([0, 1] as const).map((index) => (
            <ImageSlot
              key={index}
              index={index}
              stageLabel={label}
              slot={slots[index]}
              preview={slots[index].path ? (props.previews.get(slots[index].path) ?? null) : null}
              disabled={saveState.isLoading}
              onPick={(file) => void picked(index, file)}
            />
          ))}
        </div>
        <p className="progress-hint survey-muted">{ready ? T.imageHint : T.bothImages}</p>
        {error && (
          <Callout intent={Intent.DANGER} icon="error" className="progress-error" role="alert">
            {error}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {step > 0 && <Button icon="chevron-left" text={T.back} disabled={saveState.isLoading} onClick={props.onBack} />}
            <Button
              intent={Intent.PRIMARY}
              rightIcon={last ? 'tick' : 'chevron-right'}
              text={saveState.isLoading ? T.saving : last ? T.finish : T.next}
              loading={saveState.isLoading}
              disabled={!ready}
              onClick={() => void next()}
            />
          </>
        }
      />
    </>
  );
}

function ImageSlot(props: { index: 0 | 1; stageLabel: string; slot: Slot; preview: Blob | null; disabled: boolean; onPick: (file: File) => void }) {
  const { slot } = props;
  const input = useRef<HTMLInputElement>(null);
  const local = useObjectUrl(props.preview);
  const name = T.image(props.index + 1);
  const alt = `${name} ${T.stepOf(props.stageLabel)}`;

  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again still fires a change.
    event.target.value = '';
    if (file) props.onPick(file);
  };

  return (
    <figure className="progress-slot" data-state={slot.uploading ? 'uploading' : slot.path ? 'filled' : 'empty'}>
      <figcaption className="progress-slot-caption">{name}</figcaption>
      <div className="progress-slot-frame">
        {slot.uploading ? (
          <Spinner size={28} aria-label={T.uploading} />
        ) : local ? (
          <img src={local} alt={alt} className="progress-slot-image" data-state="loaded" />
        ) : slot.path ? (
          <StoredImage path={projectImageUrl(slot.path)} alt={alt} className="progress-slot-image" />
        ) : (
          <span className="survey-muted">
            <Icon icon="media" size={28} />
            <br />
            {T.noImage}
          </span>
        )}
      </div>
      <input ref={input} type="file" accept={PROGRESS_IMAGE_ACCEPT} hidden onChange={changed} aria-label={alt} data-testid={`progress-image-${props.index + 1}`} />
      <Button
        icon="media"
        size="small"
        text={slot.uploading ? T.uploading : slot.path ? T.replaceImage : T.pickImage}
        loading={slot.uploading}
        disabled={props.disabled || slot.uploading}
        onClick={() => input.current?.click()}
      />
      {slot.error && (
        <span className="progress-slot-error" role="alert">
          {slot.error}
        </span>
      )}
    </figure>
  );
}
