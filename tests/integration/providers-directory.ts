import type { providers } from "@/server/db/schema";
import type { Provider } from "@/shared/contracts/providers";
import * as make from "../support/factories";
import type { TestApp } from "./harness";

/**
 * Four providers (Alpha, Bravo, Charlie, Delta) that only the calling test file's searches find:
 * their names carry a token of the file's own, and their review counts are far above any real provider's.
 */
export function directory() {
  /** A token only these providers carry in their names. */
  const tok = make.unique("zqprov").replace("-", "");
  /** A token only one provider carries, in its description. */
  const descTok = make.unique("zqdesc").replace("-", "");
  /** Review counts far above any real provider's, so sort=reviews puts ours first. */
  const BIG = 50_000_000 + Math.floor(Math.random() * 1_000_000);
  const fixtures = {
    alpha: {
      hqCountry: "DE",
      regionsServed: ["DE", "AT"],
      modalities: ["CT", "MRI"],
      priceModels: ["per-study"],
      languages: ["de", "en"],
      medianTatMinutes: 30,
      rating: 4.8,
      reviewCount: BIG + 100,
      verified: true,
      pinned: false,
    },
    bravo: {
      hqCountry: "US",
      regionsServed: ["US", "CA"],
      modalities: ["X-ray"],
      priceModels: ["monthly-retainer"],
      languages: ["en", "es"],
      medianTatMinutes: 120,
      rating: 4.2,
      reviewCount: BIG + 300,
      verified: false,
      pinned: true,
    },
    charlie: {
      hqCountry: "FR",
      regionsServed: ["FR", "BE", "CH"],
      modalities: ["PET", "MRI"],
      priceModels: ["per-hour", "per-study"],
      languages: ["fr"],
      medianTatMinutes: 240,
      rating: 3.9,
      reviewCount: BIG + 10,
      verified: true,
      pinned: true,
    },
    delta: {
      hqCountry: "JP",
      regionsServed: ["JP"],
      modalities: ["Ultrasound"],
      languages: ["ja"],
      medianTatMinutes: null,
      rating: 4.5,
      reviewCount: BIG + 50,
      verified: false,
      pinned: false,
      description: `Reads from Osaka, ${descTok} included.`,
    },
  } satisfies Record<string, Partial<typeof providers.$inferInsert>>;
  type Key = keyof typeof fixtures;
  const rows = {} as Record<Key, Awaited<ReturnType<typeof make.provider>>>;
  return {
    tok,
    descTok,
    BIG,
    rows,
    q: `query=${tok}`,
    /** Names (without the token) of these providers in the result, in order. */
    mine: (body: { data: Provider[] }) => body.data.filter((p) => p.name.startsWith(tok)).map((p) => p.name.slice(tok.length + 1)),
    async insert(t: TestApp) {
      for (const [key, values] of Object.entries(fixtures)) {
        const name = `${tok} ${key[0]!.toUpperCase()}${key.slice(1)}`;
        rows[key as Key] = await make.provider(t, { name, slug: name.toLowerCase().replace(/\s+/g, "-"), description: "A teleradiology provider.", ...values });
      }
    },
  };
}

export interface PageBody {
  data: Provider[];
  total: number;
  page: number;
  pageSize: number;
  hasNext: boolean;
  hasPrev: boolean;
}
