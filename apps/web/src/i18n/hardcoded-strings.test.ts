import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardcoded, scan } from './hardcoded-strings';

const SRC = join(__dirname, '..');
const BASELINE_FILE = join(__dirname, 'hardcoded-baseline.json');
/** Files not converted yet, with how many hard-coded strings each still has (docs/i18n.md, "The ratchet"). */
const baseline: Record<string, number> = JSON.parse(readFileSync(BASELINE_FILE, 'utf8'));

describe('no new hard-coded user-visible string (the ratchet)', () => {
  const found = scan(SRC);

  it('finds none in a file outside the baseline, and no more than the baseline allows in one inside it', () => {
    const over: string[] = [];
    for (const [file, findings] of Object.entries(found)) {
      const allowed = baseline[file] ?? 0;
      if (findings.length > allowed) {
        const where = findings.map((f) => `  ${file}:${f.line} ${JSON.stringify(f.text)}`).join('\n');
        over.push(`${file}: ${findings.length} hard-coded strings, ${allowed} allowed\n${where}`);
      }
    }
    expect(over, 'put these strings in src/locales/{en,ur}.json and use t(...)').toEqual([]);
  });

  it('keeps the baseline tight: a converted file leaves it and can never come back', () => {
    const shrunk: Record<string, number> = {};
    for (const [file, allowed] of Object.entries(baseline)) {
      const now = found[file]?.length ?? 0;
      if (now < allowed) shrunk[file] = now;
    }
    if (process.env.I18N_RATCHET === 'write' && Object.keys(shrunk).length > 0) {
      // Only ever lowers a count or removes a file: never adds one.
      const next = Object.fromEntries(
        Object.entries(baseline)
          .map(([file, allowed]): [string, number] => [file, Math.min(allowed, found[file]?.length ?? 0)])
          .filter(([, n]) => n > 0),
      );
      writeFileSync(BASELINE_FILE, `${JSON.stringify(next, null, 2)}\n`);
      return;
    }
    expect(
      shrunk,
      'run `I18N_RATCHET=write npx vitest run --project web src/i18n` to lower the baseline',
    ).toEqual({});
  });
});

describe('the guard itself', () => {
  it('sees JSX text, visible props and notification messages, and not keys or symbols', () => {
    const source = `
      const a = <Button title="Close">Save sale</Button>;
      const b = <TextInput label={'Barcode'} placeholder={t('x')} aria-label={t('y')} />;
      notifications.show({ message: 'Saved', color: 'green' });
      const c = <Text>{t('counter.total')} · 42 {value}</Text>;
    `;
    expect(findHardcoded('x.tsx', source).map((f) => f.text)).toEqual([
      'Close',
      'Save sale',
      'Barcode',
      'Saved',
    ]);
  });
});
