import { createRoute, type z } from "@hono/zod-openapi";
import {
  AwardProposalInput,
  BidderStandstillSchema,
  ChallengeAnswerInput,
  ChallengeInput,
  ConsensusInput,
  DeclarationsInput,
  EvaluationSchema,
  PanelInput,
  PanelScoreInput,
  ReasonInput,
} from "@/shared/contracts/evaluations";
import { signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { downloadHeaders } from "../credentials/documents";
import { answerChallenge, approveAward, bidderStandstill, lodgeChallenge, proposeAward, sendBack, withdrawDecision } from "./award-service";
import { evaluationDocument } from "./report-service";
import { declare, readEvaluation, scoreBid, setConsensus, setPanel } from "./service";

const tags = ["evaluations"];
const refused = { 401: errorBody("Not signed in"), 403: errorBody("Not allowed for this member, role or bid"), 404: errorBody("No such request, bid, decision or challenge") };
const conflict = { 409: errorBody("Not possible in the evaluation's current state") };

type Ctx = Parameters<typeof readEvaluation>[0];
type Actor = Parameters<typeof readEvaluation>[1];
interface WriteRoute {
  method: "put" | "post";
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  body: z.ZodTypeAny;
  answer: typeof EvaluationSchema | typeof BidderStandstillSchema;
  run: (ctx: Ctx, actor: Actor, input: never) => Promise<unknown>;
}

/** A request's evaluation (issue 33, PRODUCT.md #38): panel, declarations, scores, consensus, approval, standstill, challenges. */
export function registerEvaluationsRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/requests/{id}/evaluation",
      operationId: "readEvaluation",
      tags,
      summary: "The request's evaluation as the caller may see it (members of its hospital organisation, admins)",
      description:
        "A panel member sees no bid before declaring for every bidder, never a bid they declared a conflict with, and another member's score of a bid only after scoring it; members off the panel other than Owners and Buyers see no bid on a panel request.",
      middleware: [signedIn] as const,
      request: { params: IdParams },
      responses: { 200: json(EvaluationSchema, "The evaluation"), 400: errorBody("Malformed id"), ...refused },
    }),
    async (c) => c.json(await readEvaluation(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/requests/{id}/standstill",
      operationId: "readBidderStandstill",
      tags,
      summary: "The award decision as a bidder was told of it: its assessment summary, standstill and the provider's challenges",
      middleware: [signedIn] as const,
      request: { params: IdParams },
      responses: { 200: json(BidderStandstillSchema, "The decision, or none yet"), 400: errorBody("Malformed id"), ...refused },
    }),
    async (c) => c.json(await bidderStandstill(c.get("ctx").db, c.get("actor"), c.req.valid("param")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/requests/{id}/evaluation.pdf",
      operationId: "downloadEvaluationReport",
      tags,
      summary: "The evaluation report as a PDF: criteria, weights, panel, declarations, scores with reasons, approval, standstill, challenges",
      description: "Made on request from what the caller may see of the evaluation (members of the request's organisation, admins), always as an attachment.",
      middleware: [signedIn] as const,
      request: { params: IdParams },
      responses: { 200: { description: "The PDF", content: { "application/pdf": { schema: { type: "string", format: "binary" } } } }, 400: errorBody("Malformed id"), ...refused },
    }),
    async (c) => {
      const { content, name } = await evaluationDocument(c.get("ctx"), c.get("actor"), c.req.valid("param"));
      return c.body(content as Uint8Array<ArrayBuffer>, 200, downloadHeaders({ name, type: "application/pdf", size: content.byteLength }));
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/award-decisions/{id}/approve",
      operationId: "approveAward",
      tags,
      summary: "Approve a proposed award and make it (an Owner or Buyer who did not propose it); no body",
      request: { params: IdParams },
      responses: { 200: json(EvaluationSchema, "The evaluation after the award"), 400: errorBody("Malformed id"), ...refused, ...conflict },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await approveAward(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200);
    },
  );

  const write = (r: WriteRoute) =>
    app.openapi(
      createRoute({
        method: r.method,
        path: r.path,
        operationId: r.operationId,
        tags,
        summary: r.summary,
        description: r.description,
        request: { params: IdParams, body: jsonBody(r.body) },
        responses: { 200: json(r.answer, "The evaluation after the change"), 400: errorBody("Invalid input"), ...refused, ...conflict },
      }),
      async (c) => {
        signedIn.check(c);
        return c.json((await r.run(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...(c.req.valid("json") as object) } as never)) as z.infer<typeof EvaluationSchema>, 200);
      },
      withFieldErrors,
    );

  const E = EvaluationSchema;
  write({ method: "put", path: "/api/requests/{id}/panel", operationId: "setEvaluationPanel", summary: "Name the panel (Owners and Buyers)", body: PanelInput, answer: E, run: setPanel });
  write({ method: "put", path: "/api/requests/{id}/declarations", operationId: "declareInterests", summary: "Declare conflicts of interest with bidders, once each (panel members)", body: DeclarationsInput, answer: E, run: declare });
  write({ method: "put", path: "/api/applications/{id}/panel-score", operationId: "scoreBidAsPanelMember", summary: "Your own score of a bid's quality with reasons, final once given (panel members)", body: PanelScoreInput, answer: E, run: scoreBid });
  write({ method: "put", path: "/api/applications/{id}/consensus", operationId: "setConsensusScore", summary: "The consensus quality score with its rationale, once every member without a conflict scored (Owners and Buyers)", body: ConsensusInput, answer: E, run: setConsensus });
  write({ method: "post", path: "/api/applications/{id}/award-proposal", operationId: "proposeAward", summary: "Propose the award for a second member's approval (organisations whose awards need approval)", body: AwardProposalInput, answer: E, run: proposeAward });
  write({ method: "post", path: "/api/award-decisions/{id}/send-back", operationId: "sendAwardBack", summary: "Send a proposed award back with a reason", body: ReasonInput, answer: E, run: sendBack });
  write({ method: "post", path: "/api/award-decisions/{id}/withdraw", operationId: "withdrawAwardDecision", summary: "Withdraw an award decision during its standstill: the bids and the request return to evaluation", body: ReasonInput, answer: E, run: withdrawDecision });
  write({ method: "post", path: "/api/award-decisions/{id}/challenges", operationId: "challengeAwardDecision", summary: "Challenge an award decision during its standstill (a losing bidder's Owners and Bidders)", body: ChallengeInput, answer: BidderStandstillSchema, run: lodgeChallenge });
  write({ method: "post", path: "/api/award-challenges/{id}/answer", operationId: "answerAwardChallenge", summary: "Answer a challenge (Owners and Buyers)", body: ChallengeAnswerInput, answer: E, run: answerChallenge });
}
