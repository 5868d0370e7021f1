import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetSignedInAnswers, sessionQuery, whenNoQueryIsFetching } from './session';

describe('signing out', () => {
  it('waits for the requests on their way, so none of them comes back refused', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let release: () => void = () => {};
    const observer = new QueryObserver(client, {
      queryKey: ['stats'],
      queryFn: () => new Promise<number>((resolve) => (release = () => resolve(7))),
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => client.isFetching()).toBe(1);

    let settled = false;
    const waiting = whenNoQueryIsFetching(client).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    release();
    await waiting;
    expect(observer.getCurrentResult().data).toBe(7);
    unsubscribe();
    client.clear();
  });

  it('does not wait when nothing is fetching, nor forever on a request that hangs', async () => {
    const client = new QueryClient();
    await whenNoQueryIsFetching(client);
    const observer = new QueryObserver(client, { queryKey: ['hung'], queryFn: () => new Promise<number>(() => {}) });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => client.isFetching()).toBe(1);
    await whenNoQueryIsFetching(client, 30);
    expect(client.isFetching()).toBe(1);
    unsubscribe();
    client.clear();
  });

  it('forgets the signed-in answers, those of a page still shown once it has gone, and never asks for them again', async () => {
    const client = new QueryClient();
    let fetches = 0;
    client.setQueryData(sessionQuery.queryKey, { user: null, roles: [], providerId: null });
    client.setQueryData(['calls'], ['an old call']);
    const shown = new QueryObserver(client, { queryKey: ['stats'], queryFn: () => ++fetches });
    const unsubscribe = shown.subscribe(() => {});
    await expect.poll(() => shown.getCurrentResult().data).toBe(1);

    forgetSignedInAnswers(client);
    expect(client.getQueryData(['calls'])).toBeUndefined();
    expect(client.getQueryData(['stats'])).toBe(1);
    unsubscribe();
    expect(client.getQueryData(['stats'])).toBeUndefined();
    expect(client.getQueryData(sessionQuery.queryKey)).toEqual({ user: null, roles: [], providerId: null });
    expect(fetches).toBe(1);
    client.clear();
  });
});
