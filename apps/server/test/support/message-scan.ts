import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Finds the literal messages in source files (docs/i18n.md, "Server messages"): every string or
 * template written where a message goes out, so that a test can ask for its Urdu. A template's
 * values are read as `1` ("Variant ${id} appears twice" → "Variant 1 appears twice"), which every
 * pattern of PATTERNS_UR accepts for a value.
 */
export interface FoundMessage {
  file: string;
  line: number;
  text: string;
}

/** Helpers whose arguments are messages (apps/server/src/lib/errors.ts and the modules' own). */
const MESSAGE_CALLS = new Set([
  'nonFieldError',
  'validationError',
  'permissionDenied',
  'notFound',
  'notAuthenticated',
  'rowError',
]);
/** Object keys whose value is a message: DRF's error bodies, Zod's issues, a refusal's reason. */
const MESSAGE_KEYS = new Set(['detail', 'non_field_errors', 'message', 'error', 'reason', 'changes']);
/** Zod checks whose string argument is the message (`.refine(fn, 'msg')`, `z.uuid('msg')`). */
const ZOD_CHECKS = new Set(['refine', 'int', 'uuid', 'min', 'max', 'regex', 'length', 'email', 'nonempty']);
/** Arrays of messages a check fills (`reasons.push('…')`). */
const MESSAGE_LISTS = /(^|\.)(reasons|problems|changes|out)$/;
/** Functions whose returned strings are messages (`barcodeError`, `validateLayout`). */
const MESSAGE_FUNCTIONS = /(Error|Message|Problem)$|^validate/;

/** Text a person reads: at least two words. */
const isWords = (text: string): boolean => /\p{L}{2,}/u.test(text) && /\S\s+\S/.test(text);

function sampleOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `1${span.literal.text}`).join('');
  return null;
}

function functionName(node: ts.Node): string | undefined {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isFunctionDeclaration(at) && at.name) return at.name.text;
    if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isVariableDeclaration(at.parent))
      return at.parent.name.getText();
  }
  return undefined;
}

/** Every literal message of one file. */
export function messagesIn(fileName: string, source: string): Omit<FoundMessage, 'file'>[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: Omit<FoundMessage, 'file'>[] = [];
  const seen = new Set<ts.Node>();
  const add = (node: ts.Node) => {
    if (seen.has(node)) return;
    seen.add(node);
    const text = sampleOf(node);
    if (text === null || !isWords(text)) return;
    // A key of an object (`{ 'x-till-id': … }`) is not a message.
    if (ts.isPropertyAssignment(node.parent) && node.parent.name === node) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text });
  };
  /** Every literal inside `node` (the values of an error body, both sides of a `?:`). */
  const addAll = (node: ts.Node) => {
    if (sampleOf(node) !== null) add(node);
    else if (!ts.isTaggedTemplateExpression(node)) ts.forEachChild(node, addAll);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(file);
      const member = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : callee;
      if (MESSAGE_CALLS.has(callee)) node.arguments.forEach(addAll);
      else if (member === 'push' && ts.isPropertyAccessExpression(node.expression)) {
        if (MESSAGE_LISTS.test(node.expression.expression.getText(file))) node.arguments.forEach(addAll);
      } else if (ZOD_CHECKS.has(member)) {
        for (const arg of node.arguments) if (sampleOf(arg) !== null) add(arg);
      }
    } else if (ts.isNewExpression(node) && node.expression.getText(file) === 'ApiError') {
      const body = node.arguments?.[1];
      if (body) addAll(body);
    } else if (
      ts.isPropertyAssignment(node) &&
      MESSAGE_KEYS.has(node.name.getText(file).replace(/['"]/g, ''))
    ) {
      addAll(node.initializer);
    } else if (ts.isReturnStatement(node) && node.expression) {
      const name = functionName(node);
      if (name && MESSAGE_FUNCTIONS.test(name)) addAll(node.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The literal messages of every source file under `root` (tests and `skip` left out). */
export function scanMessages(root: string, skip: (path: string) => boolean = () => false): FoundMessage[] {
  const out: FoundMessage[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(root, path);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !skip(rel)) {
        for (const m of messagesIn(rel, readFileSync(path, 'utf8'))) out.push({ file: rel, ...m });
      }
    }
  };
  walk(root);
  return out;
}
