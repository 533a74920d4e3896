import { Button, Card, Elevation, FormGroup, H3, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBridge } from '../bridge/context';
import { displayName, errorText } from '../session/logic';
import { SETTINGS_TEXTS } from '../settings/texts';
import { lazyDialog } from '../shell/lazyDialog';
import { PasswordInput } from '../shell/PasswordInput';
import { clearToasts, showFailure, showNotice, showSuccess } from '../shell/toast';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { signedIn } from '../store/sessionSlice';
import { validateSignIn, versionLabel, type SignInErrors } from './logic';
import { AUTH_TEXTS } from './texts';

// The desktop app's server, camera and printer settings: fetched when the cog is first pressed.
const ServerSettingsDialog = lazyDialog(() => import('../settings/ServerSettingsDialog').then((module) => module.ServerSettingsDialog));

/** How long the welcome toast stays before going home (seed: shown 1 second). */
export const WELCOME_MS = 1000;

export function SignInPage() {
  const bridge = useBridge();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reason = useAppSelector((state) => state.session.reason);
  const [version, setVersion] = useState<string>(AUTH_TEXTS.versionFallback);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const welcomeTimer = useRef<number | undefined>(undefined);
  const [refocus, setRefocus] = useState(0);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Choosing the server is the desktop app's (main starts or reaches it); a browser is already on one.
  const canChooseServer = bridge.mode === 'desktop';

  useEffect(() => {
    let live = true;
    void bridge.appInfo().then((result) => {
      if (live && result.ok) setVersion(versionLabel(result.value.version));
    });
    return () => {
      live = false;
    };
  }, [bridge]);

  useEffect(() => {
    if (reason === 'expired' || reason === 'ended') {
      showNotice(AUTH_TEXTS.sessionEndedTitle, AUTH_TEXTS.sessionEndedMessage);
    }
  }, [reason]);

  useEffect(() => () => window.clearTimeout(welcomeTimer.current), []);

  // After a refused sign-in the (re-enabled) password field takes the focus for the next try.
  useEffect(() => {
    if (refocus > 0) passwordRef.current?.focus();
  }, [refocus]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateSignIn({ email, password });
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setSubmitting(true);
    const result = await bridge.session.login({ email: email.trim(), password });
    if (!result.ok) {
      showFailure(AUTH_TEXTS.failureTitle, AUTH_TEXTS.failure(errorText(result.error)));
      setPassword('');
      setSubmitting(false);
      setRefocus((n) => n + 1);
      return;
    }
    clearToasts();
    showSuccess(AUTH_TEXTS.successTitle, AUTH_TEXTS.welcome(displayName(result.value.data.auth)), WELCOME_MS);
    welcomeTimer.current = window.setTimeout(() => {
      dispatch(signedIn(result.value));
      navigate('/home', { replace: true });
    }, WELCOME_MS);
  };

  return (
    <div className="erp-signin">
      <div className="erp-signin-brand">
        <div className="erp-signin-logo" aria-hidden="true">
          {AUTH_TEXTS.appName}
        </div>
      </div>
      <Card elevation={Elevation.TWO} className="erp-signin-card">
        <div className="erp-signin-header">
          <H3 className="erp-signin-title">{AUTH_TEXTS.title}</H3>
          <div className="erp-signin-header-side">
            <Tag minimal round>
              {version}
            </Tag>
            {canChooseServer && (
              <Button
                variant="minimal"
                size="small"
                icon="cog"
                aria-label={SETTINGS_TEXTS.open}
                title={SETTINGS_TEXTS.open}
                disabled={submitting}
                onClick={() => setSettingsOpen(true)}
              />
            )}
          </div>
        </div>
        <p className="erp-signin-subtitle">{AUTH_TEXTS.subtitle}</p>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <FormGroup
            label={AUTH_TEXTS.emailLabel}
            labelFor="erp-signin-email"
            helperText={errors.email}
            intent={errors.email ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup
              id="erp-signin-email"
              inputRef={emailRef}
              type="email"
              name="email"
              size="large"
              leftIcon="envelope"
              autoComplete="username"
              placeholder={AUTH_TEXTS.emailPlaceholder}
              autoFocus
              value={email}
              disabled={submitting}
              intent={errors.email ? Intent.DANGER : Intent.NONE}
              onChange={(e) => {
                setEmail(e.target.value);
                if (errors.email) setErrors((prev) => ({ ...prev, email: undefined }));
              }}
            />
          </FormGroup>
          <FormGroup
            label={AUTH_TEXTS.passwordLabel}
            labelFor="erp-signin-password"
            helperText={errors.password}
            intent={errors.password ? Intent.DANGER : Intent.NONE}
          >
            <PasswordInput
              id="erp-signin-password"
              inputRef={passwordRef}
              name="password"
              size="large"
              leftIcon="lock"
              autoComplete="current-password"
              placeholder={AUTH_TEXTS.passwordPlaceholder}
              value={password}
              disabled={submitting}
              intent={errors.password ? Intent.DANGER : Intent.NONE}
              onChange={(e) => {
                setPassword(e.target.value);
                if (errors.password) setErrors((prev) => ({ ...prev, password: undefined }));
              }}
            />
          </FormGroup>
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            size="large"
            fill
            disabled={submitting}
            text={submitting ? AUTH_TEXTS.submitting : AUTH_TEXTS.submit}
          />
        </form>
      </Card>
      {canChooseServer && <ServerSettingsDialog isOpen={settingsOpen} onClose={() => setSettingsOpen(false)} />}
    </div>
  );
}
