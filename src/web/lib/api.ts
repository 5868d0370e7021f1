import type { ApiErrorBody } from '@shared/api';

/** An API error as the server sent it; `message` is what toasts show as their description. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return (await request<T>(method, path, body)).data;
}

async function request<T>(method: Method, path: string, body?: unknown): Promise<{ data: T; response: Response }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const err = (data as ApiErrorBody | undefined)?.error;
    throw new ApiError(
      response.status,
      err?.code ?? 'http_error',
      err?.message ?? `Request failed (${response.status})`,
      err?.fields,
    );
  }
  return { data: data as T, response };
}

/** A page of a list that names its next page in a `Link: <url>; rel="next"` header (null on the last page). */
export async function apiGetPage<T>(path: string): Promise<{ items: T[]; next: string | null }> {
  const { data, response } = await request<T[]>('GET', path);
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
  return { items: data, next };
}

export const apiGet = <T>(path: string) => api<T>('GET', path);
export const apiPost = <T>(path: string, body?: unknown) => api<T>('POST', path, body ?? {});
export const apiPatch = <T>(path: string, body: unknown) => api<T>('PATCH', path, body);
