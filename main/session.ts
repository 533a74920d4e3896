import { authEndpoints, fail, loginResponse, ok, STATUS_OF_CODE, type Result, type SessionInfo } from '../common/contract';
import type { HttpBridge } from './http-bridge';
import { isExpired, type TokenStore } from './token-store';

export interface SessionService {
  login(body: { email: string; password: string }): Promise<Result<SessionInfo>>;
  logout(): Promise<Result<null>>;
  current(): Result<SessionInfo | null>;
}

const UNEXPECTED_LOGIN_ANSWER = 'Jawaban server atas permintaan masuk tidak dikenali.';

export function createSessionService(deps: { bridge: HttpBridge; tokens: TokenStore; now: () => number }): SessionService {
  const { bridge, tokens, now } = deps;

  return {
    async login(body) {
      const { method, path } = authEndpoints.login;
      // No token: a stale session must not ride along with a fresh login.
      const answer = await bridge.send({ method, path, body }, null);
      if (!answer.ok) return answer;
      const parsed = loginResponse.safeParse(answer.value);
      // An empty token means the server chose cookie transport, which main cannot use.
      if (!parsed.success || parsed.data.token === '') {
        return fail({ code: 'INTERNAL', message: UNEXPECTED_LOGIN_ANSWER, status: STATUS_OF_CODE.INTERNAL });
      }
      const { token, ...info } = parsed.data;
      tokens.save({ token, info });
      return ok(info);
    },

    async logout() {
      const session = tokens.read();
      if (session && !isExpired(session, now())) {
        const { method, path } = authEndpoints.logout;
        // The answer does not matter: the user asked to leave, and leaves even if the server is down.
        await bridge.send({ method, path }, session.token);
      }
      tokens.clear();
      return ok(null);
    },

    current() {
      const session = tokens.read();
      if (!session) return ok(null);
      if (isExpired(session, now())) {
        tokens.clear();
        return ok(null);
      }
      return ok(session.info);
    },
  };
}
