import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';

// Component tests render the real components; only the network is replaced, by a stub of `fetch`.

type StubbedResponse = { status?: number; body?: unknown };
type Handler = (request: { body: unknown; url: string }) => StubbedResponse | Promise<StubbedResponse>;
export type ApiRequest = { method: string; path: string; body: unknown };

/**
 * Answers the app's API requests from `routes` ("GET /api/provider/team" → handler or fixed answer) and records
 * every request. A request nobody stubbed answers 500 and logs a console.error, which fails the test.
 */
export function stubApi(routes: Record<string, Handler | StubbedResponse>) {
  const requests: ApiRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' && init.body ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) {
      console.error(`No API stub for ${method} ${url.pathname}`);
      return Response.json({ error: { code: 'unstubbed', message: 'Not stubbed' } }, { status: 500 });
    }
    const { status = 200, body: answer } = typeof route === 'function' ? await route({ body, url: url.href }) : route;
    return answer === undefined ? new Response(null, { status }) : Response.json(answer, { status });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests, fetch };
}

/** An EventSource that never delivers anything: live updates are not what these tests are about. */
export class SilentEventSource {
  constructor(readonly url: string) {}
  addEventListener() {}
  removeEventListener() {}
  close() {}
}

/**
 * Renders `ui` at `route` (matched against `path`, so useParams works) inside a fresh QueryClient without retries,
 * with sonner's Toaster so toasts can be read from the page.
 */
export function renderPage(ui: ReactNode, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  // no pause between keystrokes: the components under test do not debounce
  const user = userEvent.setup({ delay: null });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}
