export * from "./users";
export * from "./courses";
export * from "./learning";
export * from "./money";
export * from "./email";
export * from "./quizzes";
export * from "./coupons";
export * from "./standings";
