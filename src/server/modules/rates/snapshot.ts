import fs from "node:fs/promises";
import type { Db } from "../../db/client";
import { parseEcbXml } from "./ecb-xml";
import { latestRates, saveRates } from "./repo";

const SNAPSHOT = new URL("./snapshot.xml", import.meta.url);

/** A new database gets the dated snapshot shipped with the code, so conversions work before (or without) any fetch. */
export async function storeSnapshotIfEmpty(db: Db): Promise<void> {
  if (await latestRates(db)) return;
  const days = parseEcbXml(await fs.readFile(SNAPSHOT, "utf8"));
  await saveRates(db, days, "snapshot", { keepStored: true });
}
