import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Message, Thread } from "@/shared/contracts/messages";
import { messageAttachments, messages } from "@/server/db/messages-schema";
import { events } from "@/server/db/schema";
import { notifications } from "@/server/db/notifications-schema";
import { application, PDF_BYTES, provider, uniqueIp } from "../support/factories";
import { mailTo } from "../support/rows";
import { contractsCast } from "./contracts-cast";
import { type TestApp, startTestApp } from "./harness";

/**
 * Private threads (issue 30 §6): per application and per contract, between the hospital's and the provider's members;
 * Viewers read but do not write; no other bidder reads; an admin reads only after stating a reason.
 */

let t: TestApp;
let cast: Awaited<ReturnType<typeof contractsCast>>;
let subjects: { application: string; contract: string };
let requestId: string;

beforeAll(async () => {
  t = await startTestApp();
  cast = await contractsCast(t);
  const a = await cast.accepted();
  subjects = { application: a.bid.id, contract: a.contractId };
  requestId = a.request.id;
});
afterAll(() => t.close());

type Who = Parameters<typeof cast.call>[0];
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function post(who: Who, url: string, body: string, files: { bytes: Uint8Array; name: string; type?: string }[] = []) {
  const form = new FormData();
  form.append("body", body);
  for (const f of files) form.append("attachments", new File([f.bytes as BlobPart], f.name, { type: f.type ?? "application/octet-stream" }));
  const headers: Record<string, string> = { origin: t.services.config.appUrl, "x-forwarded-for": uniqueIp() };
  if (who !== "anonymous") headers.cookie = cast.u[who].cookie;
  return t.app.request(url, { method: "POST", headers, body: form });
}
const read = async (who: Who, url: string) => (await (await cast.call(who, "GET", url)).json()) as Thread;

it("a thread nobody wrote in reads as empty, with nothing unread", async () => {
  const quiet = await application(t, { tenderId: requestId, providerId: (await provider(t)).id });
  expect(await read("owner", `/api/threads/application/${quiet.id}`)).toMatchObject({ unread: 0, messages: { data: [], total: 0 } });
});

for (const subject of ["application", "contract"] as const) {
  describe(`the ${subject}'s thread`, () => {
    const url = () => `/api/threads/${subject}/${subjects[subject]}`;

    it("every member of either side reads; Viewers do not write; another bidder, another hospital and a basic user never read", async () => {
      const res = await post("buyer", `${url()}/messages`, `Can you start the ${subject} on a Monday?`);
      expect(res.status).toBe(201);
      expect(((await res.json()) as Message).author).toMatchObject({ side: "hospital", email: cast.u.buyer.email, organisation: cast.hospital.name });
      for (const who of ["owner", "buyer", "evaluator", "viewer", "providerOwner", "bidder", "providerViewer"] as const) expect((await cast.call(who, "GET", url())).status, who).toBe(200);
      for (const who of ["loserOwner", "otherHospitalOwner", "basic"] as const) {
        expect((await cast.call(who, "GET", url())).status, who).toBe(403);
        expect((await post(who, `${url()}/messages`, "Hello?")).status, who).toBe(403);
      }
      expect((await cast.call("anonymous", "GET", url())).status).toBe(401);
      expect((await post("viewer", `${url()}/messages`, "May I?")).status).toBe(403);
      expect((await post("providerViewer", `${url()}/messages`, "May I?")).status).toBe(403);
      expect((await read("viewer", url())).canWrite).toBe(false);
      expect((await read("bidder", url())).canWrite).toBe(true);
    });

    it("counts unread messages per reader, mails the other side and rings its bell", async () => {
      const first1 = `First of two about the ${subject}.`;
      const second = `Second of two about the ${subject}.`;
      await post("owner", `${url()}/messages`, first1);
      await post("evaluator", `${url()}/messages`, second);
      const first = await read("providerViewer", url());
      expect(first.unread).toBeGreaterThanOrEqual(2);
      expect(first.messages.data[0]!.body).toBe(second);
      // Past the last page, the total and another reader's unread still come.
      const past = await read("providerOwner", `${url()}?pageSize=50&page=9`);
      expect(past).toMatchObject({ unread: 2, messages: { data: [], total: first.messages.total } });
      expect((await read("providerViewer", url())).unread).toBe(0);
      expect((await read("owner", url())).unread).toBe(0); // its own side's messages are never unread
      // One mail per message, of the kind "messages" (the outbox keeps no order to read them by).
      const mails = await mailTo(t, cast.u.providerViewer.email);
      for (const body of [first1, second]) expect(mails.filter((m) => m.text.includes(body)).map((m) => m.kind)).toEqual(["messages"]);
      const [bell] = await t.services.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, cast.u.providerViewer.userId), eq(notifications.kind, "messages")))
        .limit(1);
      expect(bell).toBeDefined();
      expect(await mailTo(t, cast.u.loserOwner.email)).toEqual([]);
    });

    it("takes PDF, PNG and JPEG attachments recognised by content, at most three; refuses the rest and stores nothing", async () => {
      const count = async () => (await t.services.database.db.select().from(messages).where(eq(subject === "application" ? messages.applicationId : messages.contractId, subjects[subject]))).length;
      const n = await count();
      const fields = async (res: Response) => ((await res.json()) as { error: { fields?: Record<string, string>; message: string } }).error;
      const fake = await post("bidder", `${url()}/messages`, "See attached.", [{ bytes: new TextEncoder().encode("not a pdf"), name: "report.pdf", type: "application/pdf" }]);
      expect(fake.status).toBe(400);
      expect((await fields(fake)).message).toBe("Attachments must be PDF, PNG or JPEG files");
      const four = await post("bidder", `${url()}/messages`, "Four files.", Array.from({ length: 4 }, (_, i) => ({ bytes: PNG, name: `${i}.png` })));
      expect((await fields(four)).message).toBe("Attach at most 3 files");
      const big = await post("bidder", `${url()}/messages`, "A big one.", [{ bytes: new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25), name: "big.pdf" }]);
      expect([400, 413]).toContain(big.status);
      expect((await fields(big)).message).toBe("Each attachment must be at most 10 MB");
      expect((await post("bidder", `${url()}/messages`, " ")).status).toBe(400);
      expect((await post("bidder", `${url()}/messages`, "x".repeat(4001))).status).toBe(400);
      expect(await count()).toBe(n);

      const ok = await post("bidder", `${url()}/messages`, "Our licence and a screenshot.", [
        { bytes: PDF_BYTES, name: "licence.png", type: "image/png" },
        { bytes: PNG, name: "screen.png" },
      ]);
      expect(ok.status).toBe(201);
      const sent = (await ok.json()) as Message;
      expect(sent.attachments.map((a) => [a.name, a.type])).toEqual([
        ["licence.png", "application/pdf"],
        ["screen.png", "image/png"],
      ]);
      const seen = (await read("owner", url())).messages.data.find((m) => m.id === sent.id)!;
      expect(seen.attachments).toEqual(sent.attachments);
      const file = await cast.call("owner", "GET", `/api/message-attachments/${sent.attachments[0]!.id}`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(file.headers.get("content-disposition")).toMatch(/^attachment;/);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);
      for (const who of ["loserOwner", "otherHospitalOwner", "basic", "admin"] as const) expect((await cast.call(who, "GET", `/api/message-attachments/${sent.attachments[0]!.id}`)).status, who).toBe(403);
    });
  });
}

describe("admins", () => {
  it("read a thread only after stating a reason, which the history keeps; they never write", async () => {
    const url = `/api/threads/contract/${subjects.contract}`;
    expect((await cast.call("admin", "GET", url)).status).toBe(403);
    const short = await cast.call("admin", "POST", `${url}/admin-access`, { reason: "look" });
    expect(short.status).toBe(400);
    expect((await cast.call("owner", "POST", `${url}/admin-access`, { reason: "I am curious about this thread." })).status).toBe(403);
    expect((await cast.call("admin", "POST", `${url}/admin-access`, { reason: "Dispute reported by the hospital, ticket 4711." })).status).toBe(204);
    const thread = await read("admin", url);
    expect(thread).toMatchObject({ mySide: null, canWrite: false });
    expect(thread.messages.total).toBeGreaterThan(0);
    expect((await post("admin", `${url}/messages`, "An admin's word.")).status).toBe(403);
    const [recorded] = await t.services.database.db.select().from(events).where(and(eq(events.entityType, "thread"), eq(events.entityId, subjects.contract)));
    expect(recorded).toMatchObject({ action: "admin_read", actorEmail: cast.u.admin.email.toLowerCase() });
    expect(recorded!.changes.reason!.after).toBe("Dispute reported by the hospital, ticket 4711.");
    // Its attachments open to the admin too, for the same hour.
    const [file] = await t.services.database.db.select({ id: messageAttachments.id }).from(messageAttachments).innerJoin(messages, eq(messages.id, messageAttachments.messageId)).where(eq(messages.contractId, subjects.contract)).limit(1);
    expect((await cast.call("admin", "GET", `/api/message-attachments/${file!.id}`)).status).toBe(200);
  });

  it("an unknown thread is 404, a malformed one 400", async () => {
    expect((await cast.call("owner", "GET", "/api/threads/contract/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await cast.call("owner", "GET", "/api/threads/request/00000000-0000-4000-8000-000000000000")).status).toBe(400);
  });
});
