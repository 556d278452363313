// Loaded with `--import` by the tsx scripts of package.json (dev, seed, backup, storage): reads the
// .env of the folder they run in, as `node --env-file-if-exists=.env` does for `npm start`
// (variables already set win), but says nothing when there is none. tsx starts two Node processes
// (and `tsx watch` one more per restart), and Node's own flag printed ".env not found" in each.
import fs from "node:fs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
