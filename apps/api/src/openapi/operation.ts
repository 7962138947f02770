import type { z } from 'zod';

// One row of the /api table the OpenAPI document is built from (operations.ts). openapi.test.ts
// holds the table to the routes the app registers and to docs/api.md.

export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call it: anyone, a signed-in customer (session cookie), or the owner (admin token). */
export type OperationAccess = 'public' | 'session' | 'admin';

export interface Operation {
  method: OperationMethod;
  /** The path exactly as the route registers it, `:name` for a path parameter. */
  path: string;
  summary: string;
  /** The area, as in docs/api.md (one OpenAPI tag). */
  tag: string;
  access: OperationAccess;
  /** Answered in every site mode (the route's `siteLockExempt`); checked against the route. */
  open?: boolean;
  /** Rate-limited per client IP (the route's `limited`); checked against the route. */
  limited?: boolean;
  /** The schemas the route passes to parseInput: path parameters, query, JSON body. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `query` and `body` are one schema the route reads from either (so neither is required alone). */
  queryOrBody?: boolean;
  /** What `data` holds on success (docs/api.md's wording). */
  data: string;
  /** Rules worth knowing beyond the summary: other answers, limits, side effects. */
  notes?: string;
  /** Error statuses the general rules of build-openapi.ts would not list (e.g. 404 of a switched-off route). */
  extraErrors?: number[];
}
