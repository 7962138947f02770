/**
 * What services log with: the request's logger (pino) passed in by the routes, so services take
 * plain inputs and never import Fastify.
 */
export interface Logger {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
}
