import { createRoute } from "@hono/zod-openapi";
import { ProviderListSchema, ProviderPageSchema, ProviderSchema, ProviderSearchQuery, SlugOrIdParams, VerifiedProvidersQuery } from "@/shared/contracts/providers";
import { publicCache } from "../../http/cache-control";
import { errorBody, json } from "../../http/openapi";
import type { Router } from "../../http/router";
import { featuredProviders, getProvider, searchProviders, verifiedProviders } from "./service";

const badRequest = errorBody("Invalid parameters");

/** The public directory: every role, anonymous included, reads the same provider data. */
export function registerProvidersRoutes(app: Router) {
  app.use("/api/providers", publicCache);
  app.use("/api/providers/*", publicCache);
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/providers",
      operationId: "searchProviders",
      tags: ["providers"],
      summary: "Search the provider directory (paged)",
      description:
        "query matches name, HQ country (code or name) or description partially, or a modality / served country exactly. " +
        "hqCountry takes a code or an English name; countries, modalities, priceModels and languages overlap (repeat the parameter or separate with commas); capabilities (interoperability codes: dicom-vpn, dicomweb, cloud-gateway, hl7v2-orm, fhir-servicerequest, hl7v2-oru, fhir-diagnosticreport, portal-pdf) must all be listed by the provider.",
      request: { query: ProviderSearchQuery },
      responses: { 200: json(ProviderPageSchema, "One page of providers"), 400: badRequest },
    }),
    async (c) => c.json(await searchProviders(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/providers/verified",
      operationId: "listVerifiedProviders",
      tags: ["providers"],
      summary: "Verified providers (pinned first, then rating), at most 12",
      request: { query: VerifiedProvidersQuery },
      responses: { 200: json(ProviderListSchema, "Verified providers"), 400: badRequest },
    }),
    async (c) => c.json(await verifiedProviders(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/providers/featured",
      operationId: "listFeaturedProviders",
      tags: ["providers"],
      summary: "Home page top rated providers: pinned, then verified, then rating; at most 6",
      responses: { 200: json(ProviderListSchema, "Featured providers") },
    }),
    async (c) => c.json(await featuredProviders(c.get("ctx"), c.get("actor")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/providers/{slugOrId}",
      operationId: "getProvider",
      tags: ["providers"],
      summary: "One provider by slug, or by id",
      request: { params: SlugOrIdParams },
      responses: { 200: json(ProviderSchema, "The provider"), 404: errorBody("Provider not found") },
    }),
    async (c) => c.json(await getProvider(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );
}
