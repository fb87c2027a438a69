import { eq } from "drizzle-orm";
import { reviews } from "@/server/db/reviews-schema";
import { events, providers } from "@/server/db/schema";
import type { ApplicationStatus } from "@/shared/policy/applications";
import * as make from "../support/factories";
import { applicationsCast, type User, type Who } from "./applications-cast";
import type { TestApp } from "./harness";

export { errorOf, type Who } from "./applications-cast";

/** The applications cast (provider A is reviewed; "applicant" and "colleague" are its users) and the calls of reviews. */
export async function reviewsCast(t: TestApp) {
  const cast = await applicationsCast(t);
  const cookie = (who: Who | User) => (typeof who === "string" ? cast.cookieOf(who) : who.cookie);
  return {
    ...cast,
    /** A request of the owner hospital (in France unless told) with provider A's application in `status`. */
    award: async (status: ApplicationStatus = "AWARDED", country = "FR", providerId = cast.providerA.id) => {
      const tender = await make.request(t, { hospitalId: cast.u.owner.userId, country, status: "CLOSED" });
      const application = await make.application(t, { tenderId: tender.id, providerId, status });
      return { tender, application };
    },
    reviewAs: (who: Who | User, applicationId: string, body: unknown) => t.request("POST", `/api/applications/${applicationId}/review`, { body, cookie: cookie(who) }),
    replyAs: (who: Who | User, reviewId: string, body: unknown) => t.request("POST", `/api/reviews/${reviewId}/reply`, { body, cookie: cookie(who) }),
    hideAs: (who: Who | User, reviewId: string, body: unknown) => t.request("POST", `/api/admin/reviews/${reviewId}/hide`, { body, cookie: cookie(who) }),
    listAs: (who: Who | User, slugOrId: string, query = "") => t.request("GET", `/api/providers/${slugOrId}/reviews${query}`, { cookie: cookie(who) }),
  };
}

export const reviewText = (tag: string) => `Fast, careful reads with every critical finding phoned through (${tag}).`;

export async function reviewsOfProvider(t: TestApp, providerId: string) {
  return t.services.database.db.select().from(reviews).where(eq(reviews.providerId, providerId));
}

export async function figuresOf(t: TestApp, providerId: string) {
  const [row] = await t.services.database.db
    .select({ rating: providers.rating, reviewCount: providers.reviewCount, verifiedReviews: providers.verifiedReviews })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row!;
}

export async function reviewEvents(t: TestApp, reviewId: string) {
  return t.services.database.db.select().from(events).where(eq(events.entityId, reviewId));
}
