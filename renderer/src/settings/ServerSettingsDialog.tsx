import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H6,
  HTMLSelect,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
  Spinner,
  SpinnerSize,
  Switch,
} from '@blueprintjs/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { DEFAULT_DEVICE_SETTINGS, type DeviceSettings, type PrinterInfo, type ServerSettings } from '../../../common/ipc';
import { useBridge } from '../bridge/context';
import { deviceSettings } from '../bridge/devices';
import { printing } from '../bridge/printing';
import { errorText } from '../session/logic';
import { showFailure, showSuccess } from '../shell/toast';
import { cameraOptions, saveDeviceSettings, type CameraOption } from './camera';
import { readServerCertificate } from './certificate';
import { changesServer, checkServerForm, connectionNote, formFromSettings, isServerChoice, type ConnectionNote, type ServerForm } from './logic';
import { printerOptions } from './printers';
import { restoreApi } from './restore';
import { RestoreSection } from './RestoreSection';
import { SETTINGS_TEXTS } from './texts';

/** `printers`: this PC's printers (desktop); null where printing is not available (web). */
type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; current: ServerSettings; devices: DeviceSettings; printers: PrinterInfo[] | null };

/** This PC's printers, or null without a desktop app; a failed list is an empty one (the saved choice stays). */
async function readPrinters(api: ReturnType<typeof printing>): Promise<PrinterInfo[] | null> {
  if (!api.available) return null;
  const result = await api.printers();
  return result.ok ? result.value : [];
}

/** The PC's cameras, read again when one is plugged in or out while the dialog is open. */
function useVideoInputs(active: boolean): MediaDeviceInfo[] {
  const [inputs, setInputs] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!active || !media) return;
    let live = true;
    const read = () =>
      void media.enumerateDevices().then(
        (all) => live && setInputs(all.filter((device) => device.kind === 'videoinput')),
        () => live && setInputs([]),
      );
    read();
    media.addEventListener('devicechange', read);
    return () => {
      live = false;
      media.removeEventListener('devicechange', read);
    };
  }, [active]);
  return inputs;
}

type CertificateRead = { state: 'reading' } | { state: 'read'; fingerprint: string } | { state: 'unread'; message: string };

/** A fingerprint in pairs a person can compare aloud, wrapped only after a colon, never inside a pair. */
function Fingerprint({ value }: { value: string }) {
  const pairs = value.split(':');
  return (
    <code className="erp-fingerprint" style={{ display: 'block', marginTop: 4 }}>
      {pairs.map((pair, index) => (
        <span key={index}>
          {pair}
          {index < pairs.length - 1 && (
            <>
              :<wbr />
            </>
          )}
        </span>
      ))}
    </code>
  );
}

/**
 * Under the address: a warning for plain http to another PC; for https, the server's certificate as
 * main reads it, beside the pinned one. Main shows the fingerprint again in its own confirmation
 * and pins what it read itself, so this is for the user to compare, not a decision.
 */
function ConnectionCallout({ note }: { note: ConnectionNote }) {
  const [read, setRead] = useState<CertificateRead>({ state: 'reading' });
  const url = note.kind === 'https' ? note.url : null;
  useEffect(() => {
    if (url === null) return;
    let live = true;
    setRead({ state: 'reading' });
    // Read once the address stops changing, not on every key.
    const timer = setTimeout(() => {
      void readServerCertificate(url).then((result) => {
        if (!live) return;
        setRead(result.ok ? { state: 'read', fingerprint: result.value.fingerprint } : { state: 'unread', message: errorText(result.error) });
      });
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [url]);

  if (note.kind === 'plain-http') {
    return (
      <Callout intent={Intent.WARNING} icon="warning-sign" title={SETTINGS_TEXTS.plainHttpTitle} className="erp-settings-connection" role="alert">
        {SETTINGS_TEXTS.plainHttpWarning}
      </Callout>
    );
  }
  if (note.kind !== 'https') return null;
  const changed = note.pinned !== null && read.state === 'read' && read.fingerprint !== note.pinned;
  const intent = changed ? Intent.DANGER : Intent.PRIMARY;
  return (
    <Callout intent={intent} icon={changed ? 'warning-sign' : 'lock'} title={SETTINGS_TEXTS.certificateTitle} className="erp-settings-connection" {...(changed ? { role: 'alert' } : {})}>
      {note.pinned !== null && (
        <div>
          {SETTINGS_TEXTS.certificatePinned}
          <Fingerprint value={note.pinned} />
        </div>
      )}
      {read.state === 'reading' && <div>{SETTINGS_TEXTS.certificateReading}</div>}
      {read.state === 'unread' && <div>{SETTINGS_TEXTS.certificateUnread(read.message)}</div>}
      {read.state === 'read' && note.pinned === null && (
        <div>
          {SETTINGS_TEXTS.certificateSeen}
          <Fingerprint value={read.fingerprint} />
          <p style={{ marginTop: 6, marginBottom: 0 }}>{SETTINGS_TEXTS.certificateCompare}</p>
        </div>
      )}
      {read.state === 'read' && note.pinned !== null && !changed && <div style={{ marginTop: 6 }}>{SETTINGS_TEXTS.certificateMatches}</div>}
      {changed && (
        <div style={{ marginTop: 6 }}>
          {SETTINGS_TEXTS.certificateSeen}
          <Fingerprint value={read.fingerprint} />
          <p style={{ marginTop: 6, marginBottom: 0 }}>{SETTINGS_TEXTS.certificateChanged}</p>
        </div>
      )}
    </Callout>
  );
}

/**
 * Desktop only: which server the app uses, its own (standalone) or the office's. Main saves it and,
 * when the server changes, signs out and restarts the app on the new one.
 */
export function ServerSettingsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const bridge = useBridge();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [form, setForm] = useState<ServerForm>({ choice: 'standalone', url: '' });
  const [devices, setDevices] = useState<DeviceSettings>(DEFAULT_DEVICE_SETTINGS);
  const videoInputs = useVideoInputs(isOpen);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Desktop only; offered while this PC runs its own server (standalone).
  const restore = useMemo(() => restoreApi(), []);
  const [restoring, setRestoring] = useState(false);

  // Read afresh on every opening (and on "Coba Lagi"), so the dialog never shows stale settings.
  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    setLoaded({ state: 'loading' });
    void Promise.all([bridge.settings.get(), deviceSettings().get(), readPrinters(printing(bridge))]).then(([result, device, printers]) => {
      if (!live) return;
      if (!result.ok) {
        setLoaded({ state: 'failed', message: errorText(result.error) });
        return;
      }
      if (!device.ok) {
        setLoaded({ state: 'failed', message: errorText(device.error) });
        return;
      }
      setForm(formFromSettings(result.value));
      setDevices(device.value);
      setLoaded({ state: 'ready', current: result.value, devices: device.value, printers });
    });
    return () => {
      live = false;
    };
  }, [bridge, isOpen, attempt]);

  const check = checkServerForm(form);
  const ready = loaded.state === 'ready';
  const showInvalid = ready && form.choice === 'remote' && check.state === 'invalid';
  // Anything not yet valid for the office server is, once valid, another server than the current one.
  const willRestart = ready && (check.state === 'ok' ? changesServer(loaded.current, check.value) : true);
  const note: ConnectionNote = ready && form.choice === 'remote' ? connectionNote(loaded.current, check) : { kind: 'none' };

  const close = () => {
    if (!saving && !restoring) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || loaded.state !== 'ready' || check.state !== 'ok') return;
    setSaving(true);
    // The devices first: a server change restarts the app, which must come up with them saved.
    const kioskChanged = devices.kiosk !== loaded.devices.kiosk;
    const printersChanged = devices.labelPrinter !== loaded.devices.labelPrinter || devices.reportPrinter !== loaded.devices.reportPrinter;
    if (kioskChanged || printersChanged || devices.cameraId !== loaded.devices.cameraId) {
      const saved = await saveDeviceSettings(devices);
      if (!saved.ok) {
        setSaving(false);
        showFailure(SETTINGS_TEXTS.saveFailed, errorText(saved.error));
        return;
      }
    }
    const result = await bridge.settings.set(check.value);
    setSaving(false);
    if (!result.ok) {
      showFailure(SETTINGS_TEXTS.saveFailed, errorText(result.error));
      return;
    }
    const kioskNote = kioskChanged ? (devices.kiosk ? SETTINGS_TEXTS.kioskOn : SETTINGS_TEXTS.kioskOff) : undefined;
    showSuccess(SETTINGS_TEXTS.saved, changesServer(loaded.current, result.value) ? SETTINGS_TEXTS.restarting : kioskNote);
    onClose();
  };

  const cameras: CameraOption[] = cameraOptions(videoInputs, devices.cameraId);

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={SETTINGS_TEXTS.title}
      icon="cog"
      className="erp-dialog"
      canEscapeKeyClose={!saving && !restoring}
      canOutsideClickClose={!saving && !restoring}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogBody>
          {loaded.state === 'loading' && (
            <div className="erp-settings-loading" role="status">
              <Spinner size={SpinnerSize.SMALL} />
              <span>{SETTINGS_TEXTS.loading}</span>
            </div>
          )}
          {loaded.state === 'failed' && (
            <Callout intent={Intent.DANGER} icon="error" title={SETTINGS_TEXTS.loadFailed} role="alert">
              <p>{loaded.message}</p>
              <Button icon="refresh" text={SETTINGS_TEXTS.retry} onClick={() => setAttempt((n) => n + 1)} />
            </Callout>
          )}
          {ready && (
            <>
              <RadioGroup
                label={SETTINGS_TEXTS.choiceLabel}
                name="erp-server-choice"
                selectedValue={form.choice}
                disabled={saving}
                onChange={(e) => {
                  const choice = e.currentTarget.value;
                  if (isServerChoice(choice)) setForm((prev) => ({ ...prev, choice }));
                }}
              >
                {/* The checked choice takes the focus when the settings arrive (a radio group's entry point). */}
                <Radio value="standalone" label={SETTINGS_TEXTS.standalone} autoFocus={form.choice === 'standalone'} />
                <Radio value="remote" label={SETTINGS_TEXTS.remote} autoFocus={form.choice === 'remote'} />
              </RadioGroup>
              <FormGroup
                className="erp-settings-url"
                label={SETTINGS_TEXTS.urlLabel}
                labelFor="erp-server-url"
                disabled={form.choice !== 'remote'}
                helperText={showInvalid && check.state === 'invalid' ? check.message : SETTINGS_TEXTS.urlHelper}
                intent={showInvalid ? Intent.DANGER : Intent.NONE}
              >
                <InputGroup
                  id="erp-server-url"
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={SETTINGS_TEXTS.urlPlaceholder}
                  value={form.url}
                  disabled={saving || form.choice !== 'remote'}
                  intent={showInvalid ? Intent.DANGER : Intent.NONE}
                  aria-invalid={showInvalid}
                  onChange={(e) => {
                    const url = e.target.value;
                    setForm((prev) => ({ ...prev, url }));
                  }}
                />
              </FormGroup>
              <ConnectionCallout key={note.kind} note={note} />
              <Callout compact intent={willRestart ? Intent.WARNING : Intent.NONE} icon="info-sign" className="erp-settings-hint">
                {willRestart ? SETTINGS_TEXTS.restartHint : SETTINGS_TEXTS.currentHint}
              </Callout>
              <div role="group" aria-labelledby="erp-settings-devices" className="erp-settings-devices">
                <H6 id="erp-settings-devices" style={{ marginTop: 20 }}>
                  {SETTINGS_TEXTS.devicesHeading}
                </H6>
                <FormGroup label={SETTINGS_TEXTS.cameraLabel} labelFor="erp-camera" helperText={SETTINGS_TEXTS.cameraHelper}>
                  <HTMLSelect
                    id="erp-camera"
                    fill
                    value={devices.cameraId ?? ''}
                    options={cameras}
                    disabled={saving}
                    onChange={(e) => {
                      const cameraId = e.currentTarget.value || null;
                      setDevices((prev) => ({ ...prev, cameraId }));
                    }}
                  />
                </FormGroup>
                <Switch
                  id="erp-kiosk"
                  label={SETTINGS_TEXTS.kioskLabel}
                  checked={devices.kiosk}
                  disabled={saving}
                  onChange={(e) => {
                    const kiosk = e.currentTarget.checked;
                    setDevices((prev) => ({ ...prev, kiosk }));
                  }}
                />
                <p className="bp6-text-muted bp6-text-small">{SETTINGS_TEXTS.kioskHelper}</p>
                {loaded.printers !== null && (
                  <>
                    <FormGroup label={SETTINGS_TEXTS.labelPrinterLabel} labelFor="erp-label-printer" helperText={SETTINGS_TEXTS.labelPrinterHelper}>
                      <HTMLSelect
                        id="erp-label-printer"
                        fill
                        value={devices.labelPrinter ?? ''}
                        options={printerOptions(loaded.printers, devices.labelPrinter)}
                        disabled={saving}
                        onChange={(e) => {
                          const labelPrinter = e.currentTarget.value || null;
                          setDevices((prev) => ({ ...prev, labelPrinter }));
                        }}
                      />
                    </FormGroup>
                    <FormGroup label={SETTINGS_TEXTS.reportPrinterLabel} labelFor="erp-report-printer" helperText={SETTINGS_TEXTS.reportPrinterHelper}>
                      <HTMLSelect
                        id="erp-report-printer"
                        fill
                        value={devices.reportPrinter ?? ''}
                        options={printerOptions(loaded.printers, devices.reportPrinter)}
                        disabled={saving}
                        onChange={(e) => {
                          const reportPrinter = e.currentTarget.value || null;
                          setDevices((prev) => ({ ...prev, reportPrinter }));
                        }}
                      />
                    </FormGroup>
                  </>
                )}
              </div>
              {restore && loaded.current.mode === 'standalone' && <RestoreSection api={restore} disabled={saving} onBusy={setRestoring} />}
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={SETTINGS_TEXTS.cancel} onClick={close} disabled={saving || restoring} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={SETTINGS_TEXTS.save}
                disabled={!ready || check.state !== 'ok' || restoring}
                loading={saving}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
