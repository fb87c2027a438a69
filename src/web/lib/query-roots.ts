/**
 * The first element of every query key, one per domain. Each domain's `api.ts` builds its keys
 * from its root; a domain whose writes change another's answers refreshes that root from here,
 * without importing the other feature.
 */
export const queryRoots = {
  admin: ["admin"],
  applications: ["applications"],
  contracts: ["contracts"],
  evaluations: ["evaluations"],
  me: ["me"],
  messages: ["messages"],
  myProvider: ["provider", "me"],
  notifications: ["notifications"],
  organisations: ["organisations"],
  providers: ["providers"],
  requests: ["requests"],
  savedSearches: ["saved-searches"],
  security: ["security"],
} as const;
