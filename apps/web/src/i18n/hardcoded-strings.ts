import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Props and object keys whose string value a person reads (issue 43's guard, docs/i18n.md). */
export const VISIBLE_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'description',
  'message',
  'alt',
  'error',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'tooltip',
]);

/** Text a person would read: at least two letters in a row (not a symbol, number or `·`). */
const isWords = (text: string): boolean => /\p{L}{2,}/u.test(text);

export interface Finding {
  line: number;
  text: string;
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => s.literal.text).join('');
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) return literalText(node.whenTrue) ?? literalText(node.whenFalse);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return null;
}

/** The hard-coded user-visible strings of one source file: JSX text and visible props/keys. */
export function findHardcoded(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const add = (node: ts.Node, text: string) => {
    if (!isWords(text)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: text.trim().slice(0, 60) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(file))) {
      const text = literalText(node.initializer);
      if (text !== null) add(node, text);
    } else if (
      ts.isPropertyAssignment(node) &&
      VISIBLE_PROPS.has(node.name.getText(file).replace(/['"]/g, ''))
    ) {
      const text = literalText(node.initializer);
      if (text !== null) add(node, text);
    } else if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      // `{'Total'}` or `{cond ? 'Paid' : 'Due'}` as a child.
      const text = literalText(node.expression);
      if (text !== null) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The files the guard reads: every component and module under src, not tests or test support. */
export function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test' && entry.name !== 'locales') walk(path);
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts')
      ) {
        out.push(relative(root, path));
      }
    }
  };
  walk(root);
  return out.sort();
}

/** Findings per file (only files with any), relative to `root`. */
export function scan(root: string): Record<string, Finding[]> {
  const result: Record<string, Finding[]> = {};
  for (const file of sourceFiles(root)) {
    if (file.startsWith('i18n/')) continue;
    const findings = findHardcoded(file, readFileSync(join(root, file), 'utf8'));
    if (findings.length > 0) result[file] = findings;
  }
  return result;
}
