import { describe, expect, it } from 'vitest';
import { paths } from './lib/paths';

// The web's module boundaries (docs/ARCHITECTURE.md): a feature never imports another feature
// (`app/` composes them; what two features share lives in `components/` or `lib/`), and of the
// workspace packages the web imports only `@tillwise/domain`.

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `./features/counter/a.ts` and `../receipt` give `./features/receipt`. */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Every module a source file imports, statically or lazily. */
function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)) {
    found.push(match[1] ?? '');
  }
  return found;
}

const featureOf = (file: string) => /^\.\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

describe('the web app', () => {
  it('has source files to check', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(importsOf("import { a } from '../x';\nconst b = import('./y');")).toEqual(['../x', './y']);
  });

  it('keeps features apart: no feature imports another', () => {
    const crossings: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      const own = featureOf(file);
      if (!own) continue;
      for (const specifier of importsOf(text)) {
        if (!specifier.startsWith('.')) continue;
        const other = featureOf(`${resolve(file, specifier)}/`);
        if (other && other !== own) crossings.push(`${file} imports ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('imports only @tillwise/domain of the workspace packages', () => {
    const outside: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const specifier of importsOf(text)) {
        const other = specifier.startsWith('@tillwise/') && !/^@tillwise\/domain(\/|$)/.test(specifier);
        const reaching = specifier.startsWith('.') && !resolve(file, specifier).startsWith('.');
        if (other || reaching || /(^|\/)packages\//.test(specifier))
          outside.push(`${file} imports ${specifier}`);
      }
    }
    expect(outside).toEqual([]);
  });
});

/** The source without its comments (a doc comment may name a path). */
const code = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');

/** The first segments of the screens' paths (`orders` of `/orders/:orderId`). */
const SCREEN_SEGMENTS = new Set(
  Object.values(paths)
    .map((p) => p.pattern.split('/')[1] ?? '')
    .filter((s) => s !== ''),
);

describe('links and navigation', () => {
  it('name screens through the paths helper, never a literal path', () => {
    const literals: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      if (file === './lib/paths.ts') continue;
      for (const [index, line] of code(text).split('\n').entries()) {
        for (const match of line.matchAll(/['"`]\/([A-Za-z0-9_-]*)/g)) {
          const segment = match[1] ?? '';
          const navigating = /(navigate\(|redirect\(|useBack\(|to=\{?|href=\{?|\bto:|\bpath:)\s*$/.test(
            line.slice(0, match.index),
          );
          if (SCREEN_SEGMENTS.has(segment) || (segment === '' && navigating)) {
            literals.push(`${file}:${index + 1}: ${line.trim()}`);
          }
        }
      }
    }
    expect(literals).toEqual([]);
  });
});

/**
 * The request types an endpoint file declares (`XBody`, `XPayload`, `XInput`), each with the text
 * that defines it: an interface's members, or a type alias up to its end.
 */
function requestTypesOf(text: string): { name: string; definition: string }[] {
  const found: { name: string; definition: string }[] = [];
  for (const match of text.matchAll(/^export (interface|type) (\w+(?:Body|Payload|Input))\b/gm)) {
    const rest = text.slice((match.index ?? 0) + match[0].length);
    const end = match[1] === 'interface' ? rest.indexOf('\n}') : rest.search(/;\n/);
    found.push({ name: match[2] ?? '', definition: rest.slice(0, end < 0 ? undefined : end) });
  }
  return found;
}

describe('request bodies', () => {
  it('are derived from the schemas of packages/domain (SentBy), never written by hand', () => {
    expect(requestTypesOf('export interface ABody {\n  a: string;\n}\n')).toEqual([
      { name: 'ABody', definition: ' {\n  a: string;' },
    ]);
    const endpointFiles = Object.entries(sources).filter(([file]) => /\/api(\/|\.ts$)/.test(file));
    expect(endpointFiles.length).toBeGreaterThan(30);
    const handWritten = endpointFiles.flatMap(([file, text]) =>
      requestTypesOf(text)
        .filter(({ definition }) => !definition.includes('SentBy<'))
        .map(({ name }) => `${file}: ${name}`),
    );
    expect(handWritten).toEqual([]);
  });
});
