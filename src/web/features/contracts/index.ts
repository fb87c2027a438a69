export { ContractLink } from "./contract-link";
export * from "./routes";
