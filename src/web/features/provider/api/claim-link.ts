import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ClaimedJob, ClaimTeaser } from '@shared/schemas/jobs';
import { apiGet, apiPost } from '@web/lib/api';
import { providerJobKeys } from './keys';

const tokenPath = (token: string) => `/api/claims/${encodeURIComponent(token)}`;

// reading the teaser spends nothing; only pressing Claim (a POST) does
export const claimTeaserQuery = (token: string) =>
  queryOptions({
    queryKey: providerJobKeys.claimLink(token),
    queryFn: () => apiGet<ClaimTeaser>(tokenPath(token)),
    retry: false,
  });

export const useClaimTeaser = (token: string) => useQuery(claimTeaserQuery(token));

/** Claims the job of a claim link; the link is the credential, no session needed. */
export const useClaimWithLink = (token: string) =>
  useMutation({ mutationFn: () => apiPost<ClaimedJob>(tokenPath(token)) });
