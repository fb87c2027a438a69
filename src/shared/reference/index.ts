export * from "./countries";
export * from "./currencies";
export * from "./languages";
export * from "./modalities";
export * from "./turnaround";
