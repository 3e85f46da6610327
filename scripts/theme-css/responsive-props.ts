/**
 * Which Radix responsive classes the app can render, read from the sources: every object
 * literal written as a responsive value (`{ initial: "1", md: "3" }`) is traced to the JSX prop
 * it is given to, and Radix's prop definitions name that prop's class (`columns` → `rt-r-gtc`).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import ts from "typescript";

export const BREAKPOINTS = ["xs", "sm", "md", "lg", "xl"] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];
const RESPONSIVE_KEYS = new Set<string>(["initial", ...BREAKPOINTS]);

/** The responsive classes each breakpoint needs, e.g. `sm` → {`rt-r-gtc`, `rt-r-display`}. */
export type ResponsiveClasses = Map<Breakpoint, Set<string>>;

export type Source = { fileName: string; text: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Every .ts/.tsx file under `dirs`, read once for both scans. */
export const readSources = (dirs: string[]): Source[] =>
  dirs.flatMap(sourceFiles).map((fileName) => ({ fileName, text: readFileSync(fileName, "utf8") }));

// Expressions a responsive value may pass through on its way to the prop: `columns ?? {…}`,
// `cond ? {…} : {…}`, `({…})`, `{…} as const`.
const PASS_THROUGH = new Set([
  ts.SyntaxKind.ParenthesizedExpression,
  ts.SyntaxKind.BinaryExpression,
  ts.SyntaxKind.ConditionalExpression,
  ts.SyntaxKind.AsExpression,
  ts.SyntaxKind.SatisfiesExpression,
  ts.SyntaxKind.JsxExpression,
]);

function propReceiving(node: ts.Node, file: ts.SourceFile): string {
  let at: ts.Node = node.parent;
  while (PASS_THROUGH.has(at.kind)) at = at.parent;
  if (ts.isJsxAttribute(at)) return at.name.getText(file);
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  throw new Error(
    `${file.fileName}:${line + 1}: a responsive value outside a JSX prop; write it in the prop (columns={{ initial: …, md: … }}) so scripts/theme-css.ts can keep its classes`,
  );
}

/** Prop name → breakpoints it is given at, over `sources`. */
export function responsiveUses(sources: Source[]): Map<string, Set<Breakpoint>> {
  const uses = new Map<string, Set<Breakpoint>>();
  for (const { fileName, text } of sources) {
    if (!/\b(xs|sm|md|lg|xl)\s*:/.test(text)) continue;
    const file = ts.createSourceFile(
      fileName,
      text,
      ts.ScriptTarget.Latest,
      true,
      fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node) && node.properties.length > 0) {
        const keys = node.properties.map((p) =>
          p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : "",
        );
        const breakpoints = keys.filter((k): k is Breakpoint =>
          (BREAKPOINTS as readonly string[]).includes(k),
        );
        if (breakpoints.length > 0 && keys.every((k) => RESPONSIVE_KEYS.has(k))) {
          const prop = propReceiving(node, file);
          const at = uses.get(prop) ?? uses.set(prop, new Set()).get(prop)!;
          breakpoints.forEach((b) => at.add(b));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return uses;
}

/** Prop name → the class(es) Radix gives it when responsive, from every Radix prop definition. */
export function radixResponsiveClassNames(): Map<string, Set<string>> {
  const require = createRequire(import.meta.url);
  const dist = path.join(
    path.dirname(require.resolve("@radix-ui/themes/package.json")),
    "dist",
    "cjs",
  );
  const files = ["components", "props"].flatMap((dir) =>
    readdirSync(path.join(dist, dir))
      .filter((name) => (dir === "props" ? name.endsWith(".js") : name.endsWith(".props.js")))
      .map((name) => path.join(dist, dir, name)),
  );
  const classNames = new Map<string, Set<string>>();
  for (const file of files) {
    for (const exported of Object.values(require(file) as Record<string, unknown>)) {
      if (!exported || typeof exported !== "object") continue;
      for (const [prop, def] of Object.entries(
        exported as Record<string, { responsive?: boolean; className?: string }>,
      )) {
        if (!def?.responsive || !def.className) continue;
        (classNames.get(prop) ?? classNames.set(prop, new Set()).get(prop)!).add(def.className);
      }
    }
  }
  return classNames;
}

/**
 * Breakpoint classes written out in the sources, as markup that renders Radix's classes without
 * its components does (`className="rt-Flex sm:rt-r-gc"`, app/(auth)/layout.tsx).
 */
export function literalResponsiveClasses(sources: Source[]): ResponsiveClasses {
  const found: ResponsiveClasses = new Map(BREAKPOINTS.map((b) => [b, new Set<string>()]));
  for (const { text } of sources) {
    for (const [, breakpoint, name] of text.matchAll(/(?<![\w-])(xs|sm|md|lg|xl):(rt-[\w-]+)/g)) {
      found.get(breakpoint as Breakpoint)!.add(name);
    }
  }
  return found;
}

/** The classes each breakpoint needs: the responsive props' and the literal ones under `dirs`. */
export function responsiveClasses(dirs: string[]): ResponsiveClasses {
  const classNames = radixResponsiveClassNames();
  const sources = readSources(dirs);
  const needed = literalResponsiveClasses(sources);
  for (const [prop, breakpoints] of responsiveUses(sources)) {
    const names = classNames.get(prop);
    if (!names)
      throw new Error(
        `'${prop}' is given a responsive value but is no responsive Radix prop: scripts/theme-css.ts cannot tell its classes`,
      );
    for (const b of breakpoints) names.forEach((name) => needed.get(b)!.add(name));
  }
  return needed;
}
