import { ErrorCode } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import { specErrorMap } from '@vitrine/contracts/zod-messages';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Parses input with a contract schema; failures become a 422 with field errors. Issues without a
 * message of their own get spec §5's defaults (specErrorMap), so zod's English never reaches a shopper.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input, { error: specErrorMap });
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  const add = (path: PropertyKey[], message: string) => {
    (errors[path.map(String).join('.') || '_'] ??= []).push(message);
  };
  for (const issue of result.error.issues) {
    // A key the schema does not know is named as its own field (its message says only 'not valid').
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...issue.path, key], issue.message);
    else add(issue.path, issue.message);
  }
  const first = result.error.issues[0];
  // The first field's own message (the spec's exact strings); every field's errors are in data.errors.
  const message = first ? first.message : Messages.fieldNotValid;
  throw new AppError(ErrorCode.validation, 422, message, errors);
}
