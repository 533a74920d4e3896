import type {
  AppInfo,
  ServerSettings,
} from '../../../common/ipc';
import type { Endpoint, EndpointInput, EndpointOutput, Result, SessionInfo, z } from '../../../common/contract';
import type { loginBody } from '../../../common/contract';

/**
 * How the renderer talks to the server. Two implementations: IPC (desktop: main holds the token
 * and adds it) and HTTP (web mode: the token travels in an httpOnly cookie). Neither lets the
 * renderer's JavaScript read the token.
 */
export interface Bridge {
  readonly mode: 'desktop' | 'web';
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<Result<EndpointOutput<E>>>;
  session: {
    login(body: z.input<typeof loginBody>): Promise<Result<SessionInfo>>;
    logout(): Promise<Result<null>>;
    /** The live session, or null when there is none (or it expired). */
    current(): Promise<Result<SessionInfo | null>>;
    /** Called when the session ends behind the renderer's back (401, expiry in main). */
    onEnded(listener: () => void): () => void;
  };
  settings: {
    get(): Promise<Result<ServerSettings>>;
    set(settings: ServerSettings): Promise<Result<ServerSettings>>;
  };
  appInfo(): Promise<Result<AppInfo>>;
}
