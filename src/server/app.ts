import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { ANONYMOUS } from "@/shared/policy/roles";
import { actorForRequest } from "./modules/auth/session";
import { describeAuthRoutes } from "./modules/auth/openapi";
import { registerAuthRoutes } from "./modules/auth/routes";
import { registerHealthRoute } from "./http/health";
import { type Services, serviceContext } from "./context";
import { apiDocsPage } from "./http/api-docs";
import { apiDocument } from "./http/api-document";
import { authRedirects } from "./http/auth-redirects";
import { noStoreByDefault, publicCache } from "./http/cache-control";
import { clientIp } from "./http/client-ip";
import { compression } from "./http/compression";
import { errorResponse, handleError } from "./http/error-handler";
import { inputGuard } from "./http/input-guard";
import { createRouter } from "./http/router";
import { sameOriginWrites } from "./http/same-origin";
import { securityHeaders } from "./http/security";
import { bodyLimits } from "./http/uploads";
import { registerAdminRoutes } from "./modules/admin/routes";
import { registerCredentialsRoutes } from "./modules/credentials/routes";
import { registerCompareRoutes } from "./modules/applications/compare-routes";
import { registerCredentialReviewRoutes } from "./modules/credentials/review-routes";
import { registerApplicationsRoutes } from "./modules/applications/routes";
import { registerEventsRoutes } from "./modules/events/routes";
import { registerMyProviderRoutes } from "./modules/my-provider/routes";
import { registerProfilesRoutes } from "./modules/profiles/routes";
import { registerProvidersRoutes } from "./modules/providers/routes";
import { registerQuestionsRoutes } from "./modules/questions/routes";
import { registerRequestsRoutes } from "./modules/requests/routes";
import { registerReviewsRoutes } from "./modules/reviews/routes";
import { registerNotificationsRoutes } from "./modules/notifications/routes";
import { registerSavedSearchesRoutes } from "./modules/saved-searches/routes";
import { registerOrganisationsRoutes } from "./modules/organisations/routes";
import { registerContractsRoutes } from "./modules/contracts/routes";
import { registerMessagesRoutes } from "./modules/messages/routes";
import { registerApiKeyRoutes } from "./modules/studies/api-key-routes";
import { registerStudiesRoutes } from "./modules/studies/routes";
import { registerMarketHealthRoutes } from "./modules/market-health/routes";
import { registerDashboardsRoutes } from "./modules/dashboards/routes";
import { registerEvaluationsRoutes } from "./modules/evaluations/routes";
import { registerOpenDataRoutes } from "./modules/open-data/routes";
import { twoFactorGate } from "./modules/security/gate";
import { registerPasskeyRoutes } from "./modules/security/passkey-routes";
import { registerSecurityRoutes } from "./modules/security/routes";

export const WEB_DIST = webDist(process.env.WEB_DIST_DIR);

/** The built web app; WEB_DIST_DIR may be given relative to the project or, as `vite build --outDir` takes it, to src/web. */
function webDist(dir: string | undefined): string {
  if (!dir) return path.resolve(import.meta.dirname, "../../dist/web");
  const candidates = [path.resolve(dir), path.resolve(import.meta.dirname, "../web", dir)];
  return candidates.find((c) => fs.existsSync(path.join(c, "index.html"))) ?? candidates[0]!;
}

/** `webDist`: where the built web app is (tests give a folder of their own). */
export function createApp(services: Services, opts: { serveWeb?: boolean; webDist?: string } = {}) {
  const app = createRouter();
  const ctx = serviceContext(services);

  app.use("*", requestId());
  app.use("*", async (c, next) => {
    const started = performance.now();
    const logger = services.logger.child({ reqId: c.get("requestId") });
    c.set("services", services);
    c.set("ctx", ctx);
    c.set("logger", logger);
    c.set("actor", ANONYMOUS);
    await next();
    if (c.req.path.startsWith("/api/")) {
      logger.info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        "request",
      );
    }
  });
  app.use("*", compression);
  app.use("*", securityHeaders(services.config.appUrl.startsWith("https://")));
  app.use("/api/*", noStoreByDefault);
  app.use("/api/*", sameOriginWrites(services.config.appUrl));
  app.use("/api/*", bodyLimits(bodyLimit({ maxSize: 100 * 1024, onError: tooLarge })));
  app.use("/api/*", inputGuard);
  app.use("/api/auth/*", authRedirects(services.config.appUrl));
  app.use("/api/*", clientIp(services.config.trustProxyHops));
  app.use("/api/*", async (c, next) => {
    // Sessions travel only in a cookie: a request without one is anonymous, no lookup needed.
    if (!c.req.path.startsWith("/api/auth/") && c.req.header("cookie")) c.set("actor", await actorForRequest(c, services));
    await next();
  });
  app.use("/api/*", twoFactorGate);

  registerHealthRoute(app, services.database);
  registerAuthRoutes(app);
  describeAuthRoutes(app);
  registerProfilesRoutes(app);
  registerProvidersRoutes(app);
  registerRequestsRoutes(app);
  registerApplicationsRoutes(app);
  registerCompareRoutes(app);
  registerQuestionsRoutes(app);
  registerCredentialsRoutes(app);
  registerMyProviderRoutes(app);
  registerAdminRoutes(app);
  registerCredentialReviewRoutes(app);
  registerEventsRoutes(app);
  registerReviewsRoutes(app);
  registerSavedSearchesRoutes(app);
  registerNotificationsRoutes(app);
  registerOrganisationsRoutes(app);
  registerContractsRoutes(app);
  registerMessagesRoutes(app);
  registerStudiesRoutes(app);
  registerApiKeyRoutes(app);
  registerMarketHealthRoutes(app);
  registerDashboardsRoutes(app);
  registerEvaluationsRoutes(app);
  registerOpenDataRoutes(app);
  registerSecurityRoutes(app);
  registerPasskeyRoutes(app);

  app.use("/api/openapi.json", publicCache);
  app.use("/api/docs", publicCache);
  // Built once, on first use: every route is registered by then.
  let document: ReturnType<typeof apiDocument> | undefined;
  const documentOnce = () => (document ??= apiDocument(app, services.config.appUrl));
  app.get("/api/openapi.json", (c) => c.json(documentOnce()));
  app.get("/api/docs", (c) => c.html(apiDocsPage(documentOnce())));
  app.all("/api/*", (c) => errorResponse(c, 404, "NOT_FOUND", "Not found"));

  const webDist = opts.webDist ?? WEB_DIST;
  if (opts.serveWeb !== false && fs.existsSync(webDist)) {
    const indexHtml = fs.readFileSync(path.join(webDist, "index.html"), "utf8");
    const root = path.relative(process.cwd(), webDist);
    // Built files are sent as compressed at build time (.br, .gz beside each), as Accept-Encoding allows.
    const assets = serveStatic({ root, precompressed: true });
    // Files (a dot in the last segment) come from the build; every other path is the single-page app.
    app.get("*", async (c, next) => {
      const last = c.req.path.split("/").pop() ?? "";
      if (last.includes(".")) {
        const file = await assets(c, next);
        if (!(file instanceof Response)) return c.notFound();
        // Names under /assets/ change with their content: they may be kept for a year.
        if (c.req.path.startsWith("/assets/")) file.headers.set("Cache-Control", "public, max-age=31536000, immutable");
        // Flags keep their names (/flags/DE.svg) and change only with the flag package: a week.
        else if (c.req.path.startsWith("/flags/")) file.headers.set("Cache-Control", "public, max-age=604800");
        return file;
      }
      c.header("Cache-Control", "no-cache");
      return c.html(indexHtml);
    });
  }

  app.onError(handleError);
  app.notFound((c) => errorResponse(c, 404, "NOT_FOUND", "Not found"));
  return app;
}

/** The rest of an oversized body is not read: the connection is closed rather than left in an unknown state. */
function tooLarge(c: Context) {
  c.header("Connection", "close");
  return errorResponse(c, 413, "PAYLOAD_TOO_LARGE", "Request body too large");
}
