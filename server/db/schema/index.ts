export * from "./users";
export * from "./courses";
export * from "./learning";
export * from "./money";
export * from "./email";
