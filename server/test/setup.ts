// Runs before every server test file. Hashing at the production cost (argon2id, 19 MiB, 2 passes)
// for the thousands of users the suites create would make them slower; the tests that check the
// production parameters switch back with setPasswordCostForTests("production").
import { setPasswordCostForTests } from "../features/auth/password";

export const TEST_PASSWORD_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
setPasswordCostForTests(TEST_PASSWORD_COST);
