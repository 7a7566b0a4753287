import { join } from 'node:path';
import * as domain from '@tillwise/domain';
import { PATTERNS_UR, translateMessage } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { type FoundMessage, messagesIn, scanMessages } from './support/message-scan.js';

/**
 * The server's literal messages all have their Urdu (docs/i18n.md, "Server messages"): a new
 * refusal written in a module without a translation fails here. Better still, write it in
 * packages/domain (SERVER_MSG and the areas' *_MSG), whose completeness test lists every constant.
 */
const SERVER_SRC = join(import.meta.dirname, '..', 'src');
const DOMAIN_SRC = join(import.meta.dirname, '..', '..', '..', 'packages', 'domain', 'src');

/** Exports named like a message maker that are not one (they take a message, or a key). */
const NOT_MESSAGE_MAKERS = new Set(['translateMessage', 'notificationMessage']);

/** Source the scan leaves out, and why. */
const NOT_MESSAGES: readonly RegExp[] = [
  // Start-up and command-line text for whoever runs the server (English, like its logs).
  /^config\//,
  /^scripts\//,
  /^modules\/setup\/first-admin\.ts$/,
  // The tax authority's own answers and the reporter's diagnostics kept with a document.
  /^modules\/fiscal\/(answers|worker)\.ts$/,
  // A department's blockers are words of a message (departmentInUseMessage), checked as a whole.
  /^modules\/companies\/deletion-blockers\.ts$/,
];
const DOMAIN_NOT_MESSAGES: readonly RegExp[] = [
  // The FBR's field-by-field checks of a payload: diagnostics naming the authority's own fields.
  /^fiscal\/fbr-/,
  /^i18n\//,
];

/**
 * "hs_code: ${message}": a column label before a message checked where it is written (a constant),
 * so only a label with text of its own is looked at.
 */
const COMPOSED = /^(?:[a-z_]+|1|"[^"]*")(?: \d+)?(?: "[^"]*")?: (.+)$/s;

/** Words inside a message, translated with it: countChangeError's "on 3 lines" in UNIT_MSG.countUsed. */
const FRAGMENTS = new Set(['on 1 line', 'on 1 lines']);

function untranslated(found: FoundMessage[]): string[] {
  return found
    .filter(({ text }) => {
      if (FRAGMENTS.has(text)) return false;
      const rest = COMPOSED.exec(text)?.[1];
      if (rest !== undefined && (rest === '1' || COMPOSED.test(rest))) return false;
      return translateMessage(text, 'ur') === text;
    })
    .map(({ file, line, text }) => `${file}:${line} ${text}`);
}

const serverMessages = scanMessages(SERVER_SRC, (path) => NOT_MESSAGES.some((r) => r.test(path)));
const domainMessages = scanMessages(DOMAIN_SRC, (path) => DOMAIN_NOT_MESSAGES.some((r) => r.test(path)));

describe('literal messages in the source have their Urdu', () => {
  it('finds the messages the modules write (the scan still sees them)', () => {
    expect(serverMessages.length).toBeGreaterThan(20);
    expect(domainMessages.length).toBeGreaterThan(20);
  });

  it('the server’s: refusals, error bodies and import reasons', () => {
    expect(untranslated(serverMessages)).toEqual([]);
  });

  it('the domain’s: Zod checks, issues and reasons written in place', () => {
    expect(untranslated(domainMessages)).toEqual([]);
  });

  it('sees a new literal refusal without a translation', () => {
    const source = [
      "throw nonFieldError('A brand new refusal.');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template in the made-up source
      'reasons.push(`Row ${n} is odd`);',
      "throw new ApiError(409, { detail: 'Taken already, sorry.' }, { 'retry-after': 'in a minute or two' });",
      'const ok = nonFieldError(SERVER_MSG.requestInOwnName);',
    ].join('\n');
    const found = messagesIn('made-up.ts', source).map((m) => ({ file: 'made-up.ts', ...m }));
    expect(untranslated(found)).toEqual([
      'made-up.ts:1 A brand new refusal.',
      'made-up.ts:2 Row 1 is odd',
      'made-up.ts:3 Taken already, sorry.',
    ]);
  });
});

describe('every pattern of PATTERNS_UR matches a message the app really sends', () => {
  const constants: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') constants.push(value);
    else if (typeof value === 'function') {
      const made: unknown = value(...Array.from({ length: Math.max(value.length, 1) }, () => '1'));
      if (typeof made === 'string') constants.push(made);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const [name, value] of Object.entries(domain))
    if ((/(^|_)MSG$/.test(name) || /Message$/.test(name)) && !NOT_MESSAGE_MAKERS.has(name)) walk(value);
  const real = [
    ...constants,
    ...serverMessages.map((m) => m.text),
    ...domainMessages.map((m) => m.text),
    // Made by the framework, the database or a composed helper.
    'Request was throttled. Expected available in 3 seconds.',
    'Ensure this field has no more than 150 characters.',
    domain.departmentInUseMessage(['users', 'stock']),
    'color "Red" → "Blue"', // variantChanges names the field from a list
    'token no → yes',
    'delivered by transfer INV-1', // requests/status.ts: the note of a request a transfer completed
    'delivered by order INV-1',
  ];

  it.each(PATTERNS_UR.map(([pattern]) => [String(pattern), pattern] as const))('%s', (_name, pattern) => {
    expect(real.some((message) => pattern.test(message))).toBe(true);
  });
});
