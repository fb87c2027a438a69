export { hasLedger } from "./format";
export { StatementTab } from "./statement-tab";
export { StudiesTab } from "./studies-tab";
