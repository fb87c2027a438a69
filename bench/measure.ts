import autocannon from "autocannon";

/** One request a scenario makes. `expected` marks a status the bench asked for on purpose (counted apart). */
export interface Call {
  path: string;
  method?: "GET" | "POST" | "PATCH";
  cookie?: string;
  body?: unknown;
  expected?: number;
  onDone?: (status: number, body: string) => void;
}

export interface Scenario {
  /** What `--scenarios` selects it by. */
  key: string;
  name: string;
  /** Reads and writes have their own targets; fixed reads repeat one answer, which the server keeps. */
  kind: "read" | "write" | "fixed";
  next: () => Call;
}

export interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Non-2xx answers the bench asked for on purpose (e.g. 409 once every change was made). */
  expected: number;
  statuses: Record<string, number>;
}

/** What every browser sends: the answers may be compressed, as they would be for real visitors. */
const ACCEPT_ENCODING = "gzip, deflate, br";

/** Runs one scenario under load; every request gets its own call from `s.next()`. */
export async function measure(base: string, origin: string, s: Pick<Scenario, "next">, connections: number, duration: number): Promise<Measured> {
  let expected = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req, context: { call?: Call }) => {
          const call = s.next();
          context.call = call;
          const headers: Record<string, string> = call.method && call.method !== "GET" ? { origin, "content-type": "application/json" } : { "accept-encoding": ACCEPT_ENCODING };
          if (call.cookie) headers.cookie = call.cookie;
          return { ...req, path: call.path, method: call.method ?? "GET", headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) };
        },
        onResponse: (status, body, context: { call?: Call }) => {
          if (status === context.call?.expected) expected++;
          context.call?.onDone?.(status, body);
        },
      },
    ],
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]));
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    expected,
    statuses,
  };
}
