// Writes docs/decisions/README.md, the index of the decision records: number, title, date, status, one line each.
// Title: the record's first heading. Date: the day git first saw the file (today for a file not yet committed).
// Status: a "Status:" line in the record if it has one, else "accepted", plus "amended by NNNN" when the record says
// a later decision replaced part of it. `--check` only says whether every record is listed (a unit test checks it too:
// tests/unit/docs.test.ts). Run it after adding a decision: `node scripts/decisions-index.mjs`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "docs", "decisions");
const files = fs
  .readdirSync(dir)
  .filter((f) => /^\d{4}-.+\.md$/.test(f))
  .sort();
const indexFile = path.join(dir, "README.md");

if (process.argv.includes("--check")) {
  const index = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : "";
  const missing = files.filter((f) => !index.includes(`(${f})`));
  if (missing.length) {
    console.error(
      `decisions: not in docs/decisions/README.md: ${missing.join(", ")}; run node scripts/decisions-index.mjs`,
    );
    process.exit(1);
  }
  console.log(`decisions: all ${files.length} records are in the index`);
  process.exit(0);
}

/** @param {string} file */
function firstCommitDay(file) {
  const r = spawnSync("git", ["log", "--diff-filter=A", "--follow", "--format=%ad", "--date=short", "--", file], {
    cwd: dir,
    encoding: "utf8",
  });
  const days = r.status === 0 ? r.stdout.trim().split("\n").filter(Boolean) : [];
  return days.at(-1) ?? new Date().toISOString().slice(0, 10);
}

const rows = files.map((file) => {
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  const heading = text.match(/^#\s+(.+)$/m)?.[1] ?? file;
  const title = heading.replace(/^\d{4}\s*[—–-]\s*/, "").replace(/\|/g, "\\|");
  const stated = text.match(/^Status:\s*(.+)$/im)?.[1].trim();
  const amendedBy = [...text.matchAll(/replaced by decision (\d{4})/gi)].map((m) => m[1]);
  const status = [stated ?? "accepted", ...amendedBy.map((n) => `amended by ${n}`)].join("; ");
  return `| ${file.slice(0, 4)} | [${title}](${file}) | ${firstCommitDay(file)} | ${status} |`;
});

const out = `# Decision records

One short record per decision a newcomer would otherwise ask about (context, decision, consequences). Read the ones
about the part you change before changing it. New record: the next free number, \`NNNN-short-title.md\`, then
\`node scripts/decisions-index.mjs\` to rewrite this index (generated; a unit test checks every record is listed).

| # | decision | date | status |
| --- | --- | --- | --- |
${rows.join("\n")}
`;
fs.writeFileSync(indexFile, out);
console.log(`decisions: ${files.length} records indexed in docs/decisions/README.md`);
