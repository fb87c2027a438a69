import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** Keeps files and components small enough to read in one sitting. */
const root = path.resolve(import.meta.dirname, "../..");
const FILE_MAX = 300;
const COMPONENT_MAX = 150;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const files = ["src", "tests", "e2e", "bench"].flatMap(sourceFiles);
const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** Every function whose name starts with a capital letter in a .tsx file: a React component. */
function components(file: string): { name: string; lines: number }[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { name: string; lines: number }[] = [];
  const span = (node: ts.Node) =>
    source.getLineAndCharacterOfPosition(node.getEnd()).line - source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && /^[A-Z]/.test(node.name.text)) found.push({ name: node.name.text, lines: span(node) });
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /^[A-Z]/.test(node.name.text) && node.initializer) {
      const init = node.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init) || ts.isCallExpression(init)) found.push({ name: node.name.text, lines: span(init) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("sizes", () => {
  it(`no source file is over ${FILE_MAX} lines`, () => {
    const long = files
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(root, file), "utf8")) }))
      .filter((f) => f.lines > FILE_MAX);
    expect(long).toEqual([]);
  });

  it(`no component is over ${COMPONENT_MAX} lines`, () => {
    const long = files
      .filter((f) => f.endsWith(".tsx"))
      .flatMap((file) => components(file).map((c) => ({ file, ...c })))
      .filter((c) => c.lines > COMPONENT_MAX);
    expect(long).toEqual([]);
  });
});
