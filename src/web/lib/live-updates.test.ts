import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateWhenIdle } from './live-updates';

// a page of a keyset-paged list: page 0 holds [0, 1], page 1 holds [2]
const pages = [[0, 1], [2]];

describe('live refreshes of a paged list', () => {
  it('never cancel the older page a visitor asked for, and refresh once it has arrived', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let release: () => void = () => {};
    let slow = true;
    let fetches = 0;
    const observer = new InfiniteQueryObserver(client, {
      queryKey: ['jobs'],
      initialPageParam: 0,
      getNextPageParam: (_last: number[], all: number[][]) => (all.length < pages.length ? all.length : undefined),
      queryFn: async ({ pageParam }: { pageParam: number }) => {
        fetches += 1;
        // the older page is slow to come
        if (pageParam === 1 && slow) await new Promise<void>((resolve) => (release = resolve));
        return pages[pageParam]!;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => observer.getCurrentResult().data?.pages.length).toBe(1);

    const older = observer.fetchNextPage();
    await expect.poll(() => observer.getCurrentResult().isFetchingNextPage).toBe(true);
    // a live update arrives while the older page is on its way: it waits
    expect(invalidateWhenIdle(client, ['jobs'])).toBe(false);
    slow = false;
    release();
    await older;
    expect(observer.getCurrentResult().data?.pages).toEqual(pages);

    // once idle, the refresh refetches every page shown
    const before = fetches;
    expect(invalidateWhenIdle(client, ['jobs'])).toBe(true);
    await expect.poll(() => fetches).toBe(before + 2);
    expect(observer.getCurrentResult().data?.pages).toEqual(pages);
    unsubscribe();
    client.clear();
  });
});
