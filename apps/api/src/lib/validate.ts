import { ErrorCode } from '@vitrine/contracts/envelope';
import { Messages } from '@vitrine/contracts/messages';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Parses input with a contract schema; failures become a 422 with field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  // The first field's own message (the spec's exact strings); every field's errors are in data.errors.
  const message = first ? first.message : Messages.fieldNotValid;
  throw new AppError(ErrorCode.validation, 422, message, errors);
}
