import { Button } from '@web/components/ui/button';

type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** The next page of a keyset-paged list (an infinite query), shown while there is one. */
export function LoadMoreButton({ query, label }: { query: PagedQuery; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? 'Loading...' : label}
      </Button>
    </div>
  );
}
