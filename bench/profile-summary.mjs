// Where a server's time went: reads a V8 CPU profile (node --cpu-prof, e.g. BENCH_CPU_PROF=<dir> with
// bench/member-pages.mjs) and prints self time by category and the top functions. Usage:
//   node bench/profile-summary.mjs <file.cpuprofile> [top N]
import fs from "node:fs";

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node bench/profile-summary.mjs <file.cpuprofile> [top]");
  process.exit(1);
}
const profile = JSON.parse(fs.readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++)
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));

/** The category of a frame: the first rule its function name or script matches. */
const RULES = [
  ["idle", (f) => f === "(idle)"],
  ["garbage collection", (f) => f === "(garbage collector)"],
  ["program (native, unattributed)", (f) => f === "(program)"],
  ["RSC serialisation (react-server-dom)", (f, u) => /react-server-dom|server\.edge|server\.node/.test(u)],
  ["React server rendering (HTML)", (f, u) => /react-dom.*server|react-dom-server/.test(u)],
  ["next-intl / messages", (f, u) => /next-intl|use-intl|intl-messageformat|messages/.test(u)],
  ["Prisma client", (f, u) => /prisma|generated\/prisma/.test(u)],
  ["SQLite / pg driver", (f, u) => /better-sqlite3|node_modules\/pg/.test(u)],
  ["JSON", (f) => /^(parse|stringify)$/.test(f)],
  ["Next.js server", (f, u) => /next\/dist/.test(u)],
  ["app chunks (.next/server)", (f, u) => /\.next\/server/.test(u)],
  ["node internals", (f, u) => u.startsWith("node:") || u === ""],
];
const cats = new Map();
const fns = new Map();
let total = 0;
for (const [id, us] of self) {
  const n = byId.get(id);
  const f = n.callFrame.functionName || "(anonymous)";
  const u = n.callFrame.url || "";
  const cat = (RULES.find(([, test]) => test(f, u)) ?? ["other"])[0];
  cats.set(cat, (cats.get(cat) ?? 0) + us);
  if (cat !== "idle") total += us;
  const key = `${f}  ${u
    .replace(/^.*node_modules\//, "")
    .replace(/^.*\.next\//, ".next/")
    .slice(0, 90)}:${n.callFrame.lineNumber}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
}
const pct = (us) => `${((us / total) * 100).toFixed(1).padStart(5)} %`;
console.log(`busy ${(total / 1e6).toFixed(1)} s (idle ${((cats.get("idle") ?? 0) / 1e6).toFixed(1)} s)`);
for (const [cat, us] of [...cats].filter(([c]) => c !== "idle").sort((a, b) => b[1] - a[1]))
  console.log(`${pct(us)}  ${cat}`);
console.log("\ntop functions (self time):");
for (const [key, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 25)))
  if (!key.startsWith("(idle)")) console.log(`${pct(us)}  ${key}`);
