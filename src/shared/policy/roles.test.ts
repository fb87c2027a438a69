import { describe, expect, it } from "vitest";
import { menuLinks } from "./roles";

const labels = (role: Parameters<typeof menuLinks>[0], provider: string | null = null) =>
  menuLinks(role, provider).map((l) => l.label);

describe("menuLinks", () => {
  it("gives each role exactly its links, in the menu's order", () => {
    expect(labels(null)).toEqual(["Providers"]);
    expect(labels("basic")).toEqual(["Providers"]);
    expect(labels("admin")).toEqual(["Providers", "Requests", "Admin Panel"]);
    expect(labels("hospital")).toEqual(["Providers", "Requests", "Create Request"]);
    expect(labels("telerad", "p1")).toEqual(["Providers", "Requests", "My Provider", "My Applications"]);
    expect(labels("telerad")).toEqual(["Providers", "Requests"]);
  });
  it("shows Requests only to admin, telerad and hospital", () => {
    expect(labels(null)).not.toContain("Requests");
    expect(labels("basic")).not.toContain("Requests");
    expect(labels("admin")).toContain("Requests");
    expect(labels("telerad")).toContain("Requests");
    expect(labels("hospital")).toContain("Requests");
  });
  it("offers Create Request to hospitals and Admin Panel to admins", () => {
    expect(labels("hospital")).toContain("Create Request");
    expect(labels("admin")).not.toContain("Create Request");
    expect(labels("admin")).toContain("Admin Panel");
    expect(labels("hospital")).not.toContain("Admin Panel");
  });
  it("offers My Provider and My Applications only to telerad users with a provider", () => {
    expect(labels("telerad")).not.toContain("My Provider");
    expect(labels("telerad", "p1")).toEqual(expect.arrayContaining(["My Provider", "My Applications"]));
    expect(labels("admin", "p1")).not.toContain("My Provider");
  });
});
