import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every repository path the docs name in backticks exists, so a reader is never sent to a file that
// moved or never was. A path is a backticked word that starts at a top folder of the repository
// (`apps/server/src/app.ts`, `docs/adr/`) or ends in a source extension (`plugins/errors.ts`,
// `sale.ts`); the first must exist from the root, the second must be the end of a file's path.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TOP = /^(?:apps|packages|docs|e2e|bench|scripts|\.ci)\//;
const EXTENSION = /\.(?:ts|tsx|js|mjs|cjs|sql|md|json|css|html|yml|yaml|sh)$/;
const SKIP = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report', 'coverage']);

/**
 * Paths the docs name on purpose that are not files of the repository: examples of a pattern, files
 * a run writes, and files of other projects.
 */
const EXAMPLES = new Set<string>([
  'shared/spec/api-contract.md', // the original client's wire contract, kept beside the repository
  'sw.js', // the service worker the web build writes
  'decimal.js', // a library's name
  'till-sale-*.sql', // the scripts a bench run writes to its SCRIPTS_DIR
]);

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      out.push(`${path.relative(ROOT, full)}/`);
      walk(full, out);
    } else out.push(path.relative(ROOT, full));
  }
  return out;
}

const files = walk(ROOT, []);
const docs = ['README.md', ...files.filter((f) => f.startsWith('docs/') && f.endsWith('.md'))];

/** A pattern with `*` or `<name>` placeholders as a test of the end of a repository path. */
function matcher(named: string): (file: string) => boolean {
  const source = named
    .split(/(\*\*|\*|<[^>]+>)/)
    .map((part) =>
      part === '**'
        ? '.*'
        : part === '*' || part.startsWith('<')
          ? '[^/]+'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  const anchored = new RegExp(TOP.test(named) ? `^${source}$` : `(?:^|/)${source}$`);
  return (file) => anchored.test(file);
}

function pathsNamed(text: string): string[] {
  const named: string[] = [];
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const word = (match[1] ?? '').trim().replace(/[:,.;)]+$/, '');
    if (/\s/.test(word) || word.includes('://')) continue;
    const bare = word.replace(/^\.\//, '').replace(/#.*$/, '');
    if (TOP.test(bare) || (EXTENSION.test(bare.replace(/\/$/, '')) && !bare.startsWith('/')))
      named.push(bare);
  }
  return named;
}

describe('the docs', () => {
  it('name only paths that exist in the repository', () => {
    const missing: string[] = [];
    for (const doc of docs) {
      for (const named of pathsNamed(readFileSync(path.join(ROOT, doc), 'utf8'))) {
        if (EXAMPLES.has(named)) continue;
        if (TOP.test(named) && !/[*<]/.test(named) && existsSync(path.join(ROOT, named))) continue;
        if (!files.some(matcher(named))) missing.push(`${doc}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('carry no conflict markers of an unfinished merge', () => {
    const marked = docs.filter((doc) => /^(?:<{7}|>{7}) /m.test(readFileSync(path.join(ROOT, doc), 'utf8')));
    expect(marked).toEqual([]);
  });

  it('are read: the check finds the paths of this file', () => {
    const here = pathsNamed('see `apps/server/test/docs-paths.test.ts` and `nowhere/at-all.ts`');
    expect(here).toEqual(['apps/server/test/docs-paths.test.ts', 'nowhere/at-all.ts']);
  });
});
