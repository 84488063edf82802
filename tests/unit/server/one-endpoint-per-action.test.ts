// Each action one endpoint (issue 24 §7): every export of a "use server" module is a public endpoint, so a file in
// src/server/actions/ exports exactly one binding, its action. useActionState calls the action itself (defineAction
// answers both call shapes): no form adapter beside it. Read from the source, so a type or a re-export counts too.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const dir = path.resolve(__dirname, "../../../src/server/actions");
const files = fs
  .readdirSync(dir)
  .filter((f) => /\.tsx?$/.test(f))
  .sort();

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a module exports, as written (`export *` counts as one, named "*"). */
function exportsOf(source: string, file = "module.ts"): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const names: string[] = [];
  for (const node of sf.statements) {
    if (ts.isExportDeclaration(node)) {
      if (!node.exportClause) names.push("*");
      else if (ts.isNamedExports(node.exportClause)) names.push(...node.exportClause.elements.map((e) => e.name.text));
      else names.push(node.exportClause.name.text);
    } else if (ts.isExportAssignment(node)) names.push("default");
    else if (ts.isVariableStatement(node) && exported(node))
      for (const d of node.declarationList.declarations)
        names.push(ts.isIdentifier(d.name) ? d.name.text : d.name.getText(sf));
    else if (exported(node)) {
      const name = (node as ts.DeclarationStatement).name;
      names.push(name && ts.isIdentifier(name) ? name.text : "default");
    }
  }
  return names;
}

describe("src/server/actions", () => {
  it("the check counts every kind of export", () => {
    const source = `
      export const a = 1, b = 2;
      export async function c() {}
      export type D = string;
      export interface E {}
      export { f, g as h };
      export * from "./x";
      export default 1;`;
    expect(exportsOf(source)).toEqual(["a", "b", "c", "D", "E", "f", "h", "*", "default"]);
  });

  it("holds actions (not vacuous)", () => expect(files.length).toBeGreaterThan(30));

  it.each(files)("%s exports exactly one endpoint", (file) => {
    const names = exportsOf(fs.readFileSync(path.join(dir, file), "utf8"), file);
    expect(names).toHaveLength(1);
    expect(names[0]).not.toMatch(/FormAction$/);
  });
});
