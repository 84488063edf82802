// Docs a newcomer reads in order (issue 24 §8): the decision index lists every record, and CONVENTIONS.md names only
// paths that exist.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** A path as the docs write it: placeholders (`<slug>`, `*`, `**`) stand for any name, so check the folder before them. */
function exists(ref: string): boolean {
  const clean = ref.replace(/[.,:;)]+$/, "");
  const cut = clean.search(/[<*|]/);
  const concrete = cut < 0 ? clean : clean.slice(0, clean.lastIndexOf("/", cut) + 1);
  return fs.existsSync(path.join(root, concrete));
}

describe("docs/decisions/README.md", () => {
  const index = read("docs/decisions/README.md");
  const records = fs.readdirSync(path.join(root, "docs/decisions")).filter((f) => /^\d{4}-.+\.md$/.test(f));

  it.each(records)("lists %s (run node scripts/decisions-index.mjs after adding a record)", (file) => {
    expect(index).toContain(`](${file})`);
  });

  it("lists no record that does not exist", () => {
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(linked.length).toBe(records.length);
    expect(linked.filter((f) => !records.includes(f))).toEqual([]);
  });
});

describe("docs/CONVENTIONS.md", () => {
  const text = read("docs/CONVENTIONS.md");
  const refs = [...text.matchAll(/`((?:src|tests|scripts|docs|prisma|messages|bench|public)\/[^`\s"]*)`/g)].map(
    (m) => m[1],
  );

  it("names paths (not vacuous)", () => expect(refs.length).toBeGreaterThan(15));

  it.each([...new Set(refs)])("names %s, which exists", (ref) => {
    expect(exists(ref)).toBe(true);
  });

  it("links nothing outside the repository", () => {
    expect(text).not.toMatch(/\]\(\.\.\/\.\.\//);
    expect(text).not.toMatch(/\.\.\/shared\//);
  });
});
