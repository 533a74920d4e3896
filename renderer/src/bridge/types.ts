import type { Endpoint, EndpointInput, EndpointOutput, Result } from '../../../common/contract';
import type { AppInfo, ErpDesktopApi } from '../../../common/ipc';
import type { RealtimeApi } from './realtime';

/**
 * How the renderer talks to the server. Two implementations: IPC (desktop: main holds the token
 * and adds it) and HTTP (web mode: the token travels in an httpOnly cookie). Neither lets the
 * renderer's JavaScript read the token. Session and settings are the desktop surface's own
 * (`window.erp`), so the two cannot drift apart: `session.current()` answers null when there is
 * no live session, and `session.onEnded` fires when it ends behind the renderer's back.
 */
export interface Bridge {
  readonly mode: 'desktop' | 'web';
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<Result<EndpointOutput<E>>>;
  /** A stored file (`fileUrl(...)`, under /api/files) with the session, as a Blob of its type. */
  file(path: string): Promise<Result<Blob>>;
  session: ErpDesktopApi['session'];
  settings: ErpDesktopApi['settings'];
  appInfo(): Promise<Result<AppInfo>>;
  /** The server's live events: a socket of the page (web) or main's socket forwarded over IPC (desktop). */
  realtime: RealtimeApi;
}
