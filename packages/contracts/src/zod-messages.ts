import type { z } from 'zod';
import { Messages } from './messages.ts';

/**
 * The message of a zod issue that has none of its own: spec §5's default rule messages, never
 * zod's English ("Invalid option: expected one of …"). Schemas keep their own messages (a schema's
 * message wins over this map); this is what every other refusal says (docs/decisions/023).
 */
export const specErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return Messages.fieldRequired;
  const sized = issue.origin === 'string' || issue.origin === 'array';
  if (issue.code === 'too_small' && sized) {
    const min = Number(issue.minimum);
    // An empty text or list where one is needed is a missing value.
    if (min <= 1) return Messages.fieldRequired;
    if (issue.origin === 'string') return Messages.minLength(min);
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return Messages.maxLength(Number(issue.maximum));
  return Messages.fieldNotValid;
};
