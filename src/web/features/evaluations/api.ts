import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type {
  AwardProposalInput,
  BidderStandstill,
  ChallengeAnswerInput,
  ChallengeInput,
  ConsensusInput,
  DeclarationsInput,
  Evaluation,
  OrganisationSettingsInput,
  PanelInput,
  PanelScoreInput,
  ReasonInput,
} from "@/shared/contracts/evaluations";
import type { Organisation } from "@/shared/contracts/organisations";
import { get, patch, post, put } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";

const root = queryRoots.evaluations;
const enc = encodeURIComponent;
const requestPath = (id: string) => `/api/requests/${enc(id)}`;
const applicationPath = (id: string) => `/api/applications/${enc(id)}`;
const decisionPath = (id: string) => `/api/award-decisions/${enc(id)}`;

/**
 * A request's evaluation (issue 33). The answer depends on who asks (a panel member sees only the bids they may,
 * another member's score only after their own): the keys carry the viewer.
 */
export const evaluationQueries = {
  all: root,
  evaluation: (requestId: string, viewer: string) =>
    queryOptions({ queryKey: [...root, "request", requestId, viewer] as const, queryFn: () => get<Evaluation>(`${requestPath(requestId)}/evaluation`), staleTime: 0, retry: false }),
  /** The award decision as the caller's provider, a bidder, was told of it. */
  standstill: (requestId: string, viewer: string) =>
    queryOptions({ queryKey: [...root, "standstill", requestId, viewer] as const, queryFn: () => get<BidderStandstill>(`${requestPath(requestId)}/standstill`), staleTime: 0, retry: false }),
};

/** The evaluation report's address, for a download link. */
export const evaluationReportUrl = (requestId: string) => `${requestPath(requestId)}/evaluation.pdf`;

export const setPanel = (requestId: string, memberIds: string[]) => put<Evaluation>(`${requestPath(requestId)}/panel`, { memberIds } satisfies PanelInput);
export const declareInterests = (requestId: string, declarations: DeclarationsInput["declarations"]) =>
  put<Evaluation>(`${requestPath(requestId)}/declarations`, { declarations } satisfies DeclarationsInput);
export const scoreBid = (applicationId: string, body: PanelScoreInput) => put<Evaluation>(`${applicationPath(applicationId)}/panel-score`, body);
export const setConsensus = (applicationId: string, body: ConsensusInput) => put<Evaluation>(`${applicationPath(applicationId)}/consensus`, body);
export const proposeAward = (applicationId: string, closeRequest: boolean) =>
  post<Evaluation>(`${applicationPath(applicationId)}/award-proposal`, { closeRequest } satisfies AwardProposalInput);
export const approveAward = (decisionId: string) => post<Evaluation>(`${decisionPath(decisionId)}/approve`);
export const sendAwardBack = (decisionId: string, reason: string) => post<Evaluation>(`${decisionPath(decisionId)}/send-back`, { reason } satisfies ReasonInput);
export const withdrawDecision = (decisionId: string, reason: string) => post<Evaluation>(`${decisionPath(decisionId)}/withdraw`, { reason } satisfies ReasonInput);
export const answerChallenge = (challengeId: string, answer: string) =>
  post<Evaluation>(`/api/award-challenges/${enc(challengeId)}/answer`, { answer } satisfies ChallengeAnswerInput);
export const challengeDecision = (decisionId: string, text: string) => post<BidderStandstill>(`${decisionPath(decisionId)}/challenges`, { text } satisfies ChallengeInput);
export const changeOrganisationSettings = (organisationId: string, body: OrganisationSettingsInput) =>
  patch<Organisation>(`/api/organisations/${enc(organisationId)}/settings`, body);

/**
 * After any evaluation write: the evaluation, and what it changes elsewhere: the request's bids (their statuses,
 * Compare's quality scores and ranks), the request itself (closed by an award), and the award's draft contract.
 */
export const refreshAfterEvaluation = (client: QueryClient) =>
  refreshQueries(client, root, queryRoots.applications, queryRoots.requests, queryRoots.contracts);
