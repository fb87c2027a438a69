export { MarketHealthSection } from "./health-section";
