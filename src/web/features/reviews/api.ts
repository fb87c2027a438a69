import { infiniteQueryOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { RequestApplicationPage } from "@/shared/contracts/applications";
import type { AwardMeasures, CreateReviewInput, HiddenReview, HideReviewInput, PublicReview, ReplyInput, ReviewPage } from "@/shared/contracts/reviews";
import { get, post } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";

export const REVIEWS_PAGE_SIZE = 5;
const root = ["reviews"] as const;

export const reviewQueries = {
  /** A provider's reviews, one page more per "Show more". The server sets canReply and canHide per reader, so the key carries the viewer. */
  forProvider: (slug: string, viewer: string) =>
    infiniteQueryOptions({
      queryKey: [...root, slug, viewer] as const,
      queryFn: ({ pageParam }) => get<ReviewPage>(`/api/providers/${encodeURIComponent(slug)}/reviews`, { page: pageParam, pageSize: REVIEWS_PAGE_SIZE }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
      staleTime: 0,
    }),
  /** The AWARDED applications of a request, with their reviews (the owner's table, filtered); under the applications root, so status changes refresh it. */
  awards: (requestId: string) =>
    queryOptions({
      queryKey: [...queryRoots.applications, "request", requestId, "AWARDED", "reviews"] as const,
      queryFn: () => get<RequestApplicationPage>(`/api/requests/${encodeURIComponent(requestId)}/applications`, { status: "AWARDED", page: 1, pageSize: 50 }),
    }),
  /** What the ledger recorded on an award's contract, beside its review (under the contracts root: studies change it). */
  awardMeasures: (applicationId: string) =>
    queryOptions({
      queryKey: [...queryRoots.contracts, "award-measures", applicationId] as const,
      queryFn: () => get<AwardMeasures>(`/api/applications/${encodeURIComponent(applicationId)}/contract-measures`),
      staleTime: 0,
      retry: false,
    }),
};

export const postReview = (applicationId: string, body: CreateReviewInput) => post<PublicReview>(`/api/applications/${encodeURIComponent(applicationId)}/review`, body);
export const postReply = (reviewId: string, body: ReplyInput) => post<PublicReview>(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, body);
export const hideReview = (reviewId: string, body: HideReviewInput) => post<HiddenReview>(`/api/admin/reviews/${encodeURIComponent(reviewId)}/hide`, body);

/** After a review, a reply or a hide: the reviews, the providers (profile and directory figures) and the applications table. */
export const refreshReviews = (client: QueryClient) => refreshQueries(client, root, queryRoots.providers, queryRoots.applications);
