#!/usr/bin/env node
// Stand-in for Prisma's native schema engine, which cannot be downloaded offline.
if (process.argv.includes("--version")) {
  console.log("schema-engine-cli unavailable (offline stub)");
  process.exit(0);
}
console.error("The native Prisma schema engine is not installed (offline). Use npm run db:diff / npm run db:migrate.");
process.exit(1);
