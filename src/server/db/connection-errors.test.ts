import net from "node:net";
import { APIError } from "better-auth/api";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isConnectionError } from "./connection-errors";

function databaseError(code: string, message = "server says no") {
  const e = new pg.DatabaseError(message, 0, "error");
  e.code = code;
  return e;
}

/** The error pg gives when nothing listens on the port: a real refused connection. */
async function refusedConnectionError(): Promise<Error> {
  const port = await new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
  const client = new pg.Client({ host: "127.0.0.1", port, user: "x", database: "x" });
  return client.connect().then(
    () => {
      throw new Error("connected to a closed port");
    },
    (error: Error) => error,
  );
}

describe("isConnectionError", () => {
  it("knows PostgreSQL's codes for a lost or refused connection", () => {
    for (const code of ["08006", "08001", "08003", "57P01", "57P02", "57P03", "53300"]) expect(isConnectionError(databaseError(code))).toBe(true);
  });

  it("does not take a query's own errors for a lost connection", () => {
    for (const code of ["23505", "22P02", "40001", "42P01", "55000"]) expect(isConnectionError(databaseError(code))).toBe(false);
    expect(isConnectionError(new Error("boom"))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
    expect(isConnectionError("Connection terminated unexpectedly")).toBe(false);
  });

  it("knows node-postgres's messages for a dead or unobtainable connection", () => {
    for (const message of [
      "Connection terminated unexpectedly",
      "Connection terminated due to connection timeout",
      "timeout exceeded when trying to connect",
      "Client has encountered a connection error and is not queryable",
      'database "radbridge" is not currently accepting connections',
    ])
      expect(isConnectionError(new Error(message))).toBe(true);
  });

  it("knows a refused socket, also inside the errors drizzle and better-auth wrap it in", async () => {
    const refused = await refusedConnectionError();
    expect((refused as { code?: string }).code).toBe("ECONNREFUSED");
    expect(isConnectionError(refused)).toBe(true);
    const drizzle = new DrizzleQueryError("select 1", [], refused);
    expect(isConnectionError(drizzle)).toBe(true);
    const auth = APIError.from("INTERNAL_SERVER_ERROR", { code: "FAILED_TO_GET_SESSION", message: "Failed to get session" }, { cause: drizzle });
    expect(isConnectionError(auth)).toBe(true);
    expect(isConnectionError(new AggregateError([new Error("x"), refused]))).toBe(true);
    expect(isConnectionError(new DrizzleQueryError("select 1", [], databaseError("23505")))).toBe(false);
  });

  it("stops on an error that is its own cause", () => {
    const loop = new Error("loop") as Error & { cause?: unknown };
    loop.cause = loop;
    expect(isConnectionError(loop)).toBe(false);
  });
});
