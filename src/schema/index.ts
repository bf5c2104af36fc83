export type * from "./spec";
export * from "./validate";
export * from "./describe";
export * from "./submit";
