export * from "./types";
export * from "./rng";
export * from "./commitment";
export * from "./validate";
export * from "./generate";
export * from "./official";
export * from "./deal";
export * from "./transfer";
