/** The benches' JSON calls through real HTTP (a failing call throws with its status and body). */
export type Json = Record<string, unknown>;

export async function api<T = Json>(base: string, method: string, route: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(base + route, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as T;
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  return (await api<{ token: string }>(base, 'POST', '/api/auth/login', null, { email, password })).token;
}

/** A multipart call (files as Blobs), answered as JSON. */
export async function apiMultipart<T = Json>(base: string, method: string, route: string, token: string, fields: Record<string, string | Blob>): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, `${name}.png`);
  }
  const res = await fetch(base + route, { method, headers: { authorization: `Bearer ${token}` }, body: form });
  const data = (await res.json().catch(() => null)) as T;
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}
