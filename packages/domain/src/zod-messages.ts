import { z } from 'zod';

/**
 * Zod's default wording replaced by the messages DRF gives for the same faults, so that the
 * original client and ours see familiar text. Anything not listed keeps Zod's message.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined) return 'This field is required.';
      if (issue.input === null) return 'This field may not be null.';
      if (issue.expected === 'string') return 'Not a valid string.';
      if (issue.expected === 'number') return 'A valid number is required.';
      if (issue.expected === 'boolean') return 'Must be a valid boolean.';
      if (issue.expected === 'object') return 'Invalid data. Expected a dictionary.';
      if (issue.expected === 'array') return 'Expected a list of items.';
    }
    if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) {
      return 'This field may not be blank.';
    }
    if (issue.code === 'too_big' && issue.origin === 'string') {
      return `Ensure this field has no more than ${issue.maximum} characters.`;
    }
    return undefined;
  },
});

export { z };
