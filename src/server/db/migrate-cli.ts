import { loadConfig } from "../config";
import { openDatabase } from "./client";
import { migrate } from "./migrate";
import path from "node:path";

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") });
await migrate(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
