// Runs before every server test file. Hashing at the production cost (scrypt N=2^17, ~0.5 s) for
// the thousands of users the suites create would make them several times slower; the tests that
// check the production parameters switch back with setPasswordCostForTests("production").
import { setPasswordCostForTests } from "../features/auth/password";

setPasswordCostForTests({ N: 2 ** 12, r: 8, p: 1 });
