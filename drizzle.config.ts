import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/server/db/schema.ts", "./src/server/db/credentials-schema.ts", "./src/server/db/reviews-schema.ts", "./src/server/db/notifications-schema.ts", "./src/server/db/organisations-schema.ts", "./src/server/db/contracts-schema.ts", "./src/server/db/messages-schema.ts", "./src/server/db/studies-schema.ts", "./src/server/db/market-health-schema.ts", "./src/server/db/evaluations-schema.ts", "./src/server/db/open-data-schema.ts"],
  out: "./drizzle",
});
