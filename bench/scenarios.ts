import type { Sessions } from "./accounts";
import type { Fixtures } from "./fixtures";
import type { Scenario } from "./measure";
import {
  adminApplicationsPath,
  adminOrganisationsPath,
  adminProvidersPath,
  adminRequestsPath,
  adminUsersPath,
  boardPath,
  chance,
  contractsPath,
  directoryPath,
  myApplicationsPath,
  pick,
  requestApplicationsPath,
  verifiedPath,
} from "./traffic";
import { writeTraffic } from "./writes";

/** One of the last four months, as YYYY-MM. */
function recentMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - Math.floor(Math.random() * 4), 1)).toISOString().slice(0, 7);
}

/** Every scenario, in the order they run: varied reads, writes, then the fixed queries of the first bench. */
export function allScenarios(f: Fixtures, s: Sessions): Scenario[] {
  const hospitals = [...s.hospital.values()];
  const telerads = [...s.telerad.values()];
  const owners = f.hospitals.filter((h) => h.requestIds.length);
  const ownRequest = () => {
    const h = pick(owners);
    return { id: pick(h.requestIds), cookie: s.hospital.get(h.id)! };
  };
  const writes = writeTraffic(f, s);
  /** A random active contract and the session of a random signed-in member of one of its two organisations. */
  const partyOf = () => {
    const c = pick(f.activeContracts);
    const cookies = [c.hospitalId && s.hospital.get(c.hospitalId), c.providerId && s.telerad.get(c.providerId)].filter((x): x is string => !!x);
    return { id: c.id, cookie: pick(cookies) };
  };
  return [
    { key: "directory", name: "directory, varied filters", kind: "read", next: () => ({ path: directoryPath() }) },
    { key: "verified", name: "verified helper, varied filters", kind: "read", next: () => ({ path: verifiedPath() }) },
    { key: "profile", name: "provider profile, random slug", kind: "read", next: () => ({ path: `/api/providers/${pick(f.slugs)}` }) },
    { key: "board-hospital", name: "request board (hospital)", kind: "read", next: () => ({ path: boardPath(), cookie: pick(hospitals) }) },
    { key: "board-telerad", name: "request board (telerad)", kind: "read", next: () => ({ path: boardPath(), cookie: pick(telerads) }) },
    {
      key: "detail-hospital",
      name: "request detail (hospital)",
      kind: "read",
      // A hospital looks at its own requests now and then, at others' most of the time.
      next: () => {
        if (chance(0.3)) {
          const own = ownRequest();
          return { path: `/api/requests/${own.id}`, cookie: own.cookie };
        }
        return { path: `/api/requests/${pick(f.requestIds)}`, cookie: pick(hospitals) };
      },
    },
    { key: "detail-telerad", name: "request detail (telerad)", kind: "read", next: () => ({ path: `/api/requests/${pick(f.requestIds)}`, cookie: pick(telerads) }) },
    { key: "my-applications", name: "My Applications (telerad)", kind: "read", next: () => ({ path: myApplicationsPath(), cookie: pick(telerads) }) },
    { key: "bell", name: "notifications (the bell)", kind: "read", next: () => ({ path: "/api/notifications", cookie: pick([...telerads, ...hospitals]) }) },
    {
      key: "request-applications",
      name: "a request's applications (owner)",
      kind: "read",
      next: () => {
        const own = ownRequest();
        return { path: requestApplicationsPath(own.id), cookie: own.cookie };
      },
    },
    { key: "admin-users", name: "admin: users", kind: "read", next: () => ({ path: adminUsersPath(), cookie: s.admin }) },
    { key: "admin-requests", name: "admin: requests", kind: "read", next: () => ({ path: adminRequestsPath(), cookie: s.admin }) },
    { key: "admin-applications", name: "admin: applications", kind: "read", next: () => ({ path: adminApplicationsPath(), cookie: s.admin }) },
    { key: "admin-providers", name: "admin: providers", kind: "read", next: () => ({ path: adminProvidersPath(), cookie: s.admin }) },
    {
      key: "contracts",
      name: "contracts list (hospital or telerad)",
      kind: "read",
      next: () => ({ path: contractsPath(), cookie: pick([...hospitals, ...telerads]) }),
    },
    // A database seeded before contracts existed has none to read.
    ...(f.contracts.length
      ? [
          {
            key: "contract-thread",
            name: "a contract's messages (hospital)",
            kind: "read",
            next: () => {
              const c = pick(f.contracts);
              return { path: `/api/threads/contract/${c.id}`, cookie: s.hospital.get(c.hospitalId)! };
            },
          } satisfies Scenario,
        ]
      : []),
    // Issue 31: a month's statement (a random one of the last four, or the latest) and a page of the studies, asked
    // for by a signed-in member of either party of a random active contract.
    ...(f.activeContracts.length
      ? [
          {
            key: "statement",
            name: "a contract's monthly statement (either party)",
            kind: "read",
            next: () => {
              const c = partyOf();
              return { path: `/api/contracts/${c.id}/statement${chance(0.2) ? "" : `?month=${recentMonth()}`}`, cookie: c.cookie };
            },
          } satisfies Scenario,
          {
            key: "studies",
            name: "a contract's studies, a page (either party)",
            kind: "read",
            next: () => {
              const c = partyOf();
              return { path: `/api/contracts/${c.id}/studies?page=${1 + Math.floor(Math.random() * 4)}${chance(0.2) ? "&status=disputed" : ""}`, cookie: c.cookie };
            },
          } satisfies Scenario,
        ]
      : []),
    { key: "admin-organisations", name: "admin: organisations", kind: "read", next: () => ({ path: adminOrganisationsPath(), cookie: s.admin }) },
    // Issue 32 §4: /admin's marketplace health, read from the snapshot the market-health job keeps.
    { key: "market-health", name: "admin: marketplace health", kind: "read", next: () => ({ path: "/api/admin/market-health", cookie: s.admin }) },
    // Issue 32: the three reads of a random member's dashboard: its organisation's counters, what waits for them, its charts.
    {
      key: "evaluation",
      name: "a request's evaluation (owner)",
      kind: "read",
      next: () => {
        const own = ownRequest();
        return { path: `/api/requests/${own.id}/evaluation`, cookie: own.cookie };
      },
    },
    { key: "dashboard", name: "dashboard counters (hospital or telerad)", kind: "read", next: () => ({ path: "/api/dashboard", cookie: pick([...hospitals, ...telerads]) }) },
    { key: "dashboard-waiting", name: "dashboard, what waits (hospital or telerad)", kind: "read", next: () => ({ path: "/api/dashboard/waiting", cookie: pick([...hospitals, ...telerads]) }) },
    { key: "dashboard-charts", name: "dashboard charts (hospital or telerad)", kind: "read", next: () => ({ path: "/api/dashboard/charts", cookie: pick([...hospitals, ...telerads]) }) },
    { key: "apply", name: "apply (telerad)", kind: "write", next: writes.apply },
    { key: "status-change", name: "status change (shortlist, decline, withdraw)", kind: "write", next: writes.statusChange },
    { key: "fixed-directory", name: "directory, no filter (fixed, served from cache)", kind: "fixed", next: () => ({ path: "/api/providers" }) },
    { key: "fixed-query", name: "directory, query text (fixed, served from cache)", kind: "fixed", next: () => ({ path: "/api/providers?query=summit" }) },
    {
      key: "fixed-filters",
      name: "directory, two list filters (fixed, served from cache)",
      kind: "fixed",
      next: () => ({ path: "/api/providers?modalities=PET,SPECT&languages=de,fr" }),
    },
    { key: "fixed-verified", name: "verified helper (fixed, served from cache)", kind: "fixed", next: () => ({ path: "/api/providers/verified" }) },
    { key: "fixed-profile", name: "provider by slug (fixed, served from cache)", kind: "fixed", next: () => ({ path: `/api/providers/${f.slugs[0]}` }) },
  ];
}
