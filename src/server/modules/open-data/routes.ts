import { createRoute } from "@hono/zod-openapi";
import { OcidParams, RecordPackageSchema, RecordsQuery, ReleasePackageSchema, ReleasesQuery } from "@/shared/contracts/open-data";
import { errorBody, json } from "../../http/openapi";
import type { Router } from "../../http/router";
import { recordByOcid, recordPackage, releasePackage } from "./service";

const tags = ["open-data"];

/** The OCDS 1.1 feed of the requests marked "Publish as open data" (issue 35): public, no sign-in. */
export function registerOpenDataRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/ocds/releases",
      operationId: "listOcdsReleases",
      tags,
      summary: "An OCDS 1.1 release package: the releases of the published requests dated in the window, oldest first, with links.next while more follow",
      request: { query: ReleasesQuery },
      responses: { 200: json(ReleasePackageSchema, "One page of releases"), 400: errorBody("Invalid since, until, cursor or limit") },
    }),
    async (c) => c.json(await releasePackage(c.get("ctx"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/ocds/records",
      operationId: "listOcdsRecords",
      tags,
      summary: "An OCDS 1.1 record package: each published request whose latest release in the window falls in the page, with its releases and their compiled release",
      request: { query: RecordsQuery },
      responses: { 200: json(RecordPackageSchema, "One page of records"), 400: errorBody("Invalid since, until, cursor or limit") },
    }),
    async (c) => c.json(await recordPackage(c.get("ctx"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/ocds/records/{ocid}",
      operationId: "getOcdsRecord",
      tags,
      summary: "An OCDS 1.1 record package with the record of one published request",
      request: { params: OcidParams },
      responses: { 200: json(RecordPackageSchema, "The record"), 400: errorBody("Invalid ocid"), 404: errorBody("No published request has this ocid") },
    }),
    async (c) => c.json(await recordByOcid(c.get("ctx"), c.req.valid("param")), 200),
  );
}
