import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Messages } from '@vitrine/contracts/messages';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { parseInput } from './validate.ts';

// Issue 13 item 12: zod's own English ("Invalid option: expected one of …", "Too small: expected
// number to be >=1") never reaches a shopper. Every schema the API validates with (the contracts'
// and the routes' own) is walked field by field with bad values; every message of every 422 must
// be one of Vitrine's messages: spec §5's defaults or a contract's own *Messages constants.

type Schema = { safeParse: (v: unknown) => unknown; _zod: { def: Record<string, any> } };
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && '_zod' in v && typeof (v as Schema).safeParse === 'function';

/** Every module of a folder (recursively) whose file name passes the test, by path. */
async function importAll(dir: string, test: (name: string) => boolean): Promise<Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[file] = await import(pathToFileURL(file).href);
  }
  return out;
}
const here = path.dirname(fileURLToPath(import.meta.url));
const notTest = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts');
const contractModules = await importAll(path.resolve(here, '../../../../packages/contracts/src'), notTest);
const apiModules = await importAll(path.resolve(here, '../modules'), (name) => notTest(name) && /\.(routes|schema)\.ts$/.test(name));
const modules = { ...contractModules, ...apiModules };
const contract = (name: string) => contractModules[path.resolve(here, '../../../../packages/contracts/src', name)] as Record<string, any>;

/** Every message constant: strings as they are, message functions as patterns. */
function ownMessages(): { strings: Set<string>; patterns: RegExp[] } {
  const strings = new Set<string>();
  const patterns: RegExp[] = [];
  const SENTINEL = 987654;
  const collect = (value: unknown) => {
    if (typeof value === 'string') strings.add(value);
    else if (typeof value === 'function') {
      const out = (value as (...a: unknown[]) => unknown)(SENTINEL, SENTINEL);
      if (typeof out === 'string') patterns.push(new RegExp(`^${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(String(SENTINEL), '.+')}$`));
    } else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) collect(v);
  };
  for (const mod of Object.values(modules)) {
    for (const [name, value] of Object.entries(mod)) {
      if (/Messages$|_MESSAGE$/.test(name)) collect(value);
      // A limits constant's own message (CUSTOMISATION_UPLOAD.message).
      else if (/^[A-Z_]+$/.test(name) && typeof value === 'object' && value !== null && 'message' in value) collect(value.message);
    }
  }
  return { strings, patterns };
}

/** The object shapes a schema accepts (one per union option), with the literal fields it needs. */
function shapesOf(schema: Schema, depth = 0): { shape: Record<string, Schema>; base: Record<string, unknown> }[] {
  if (depth > 8) return [];
  const def = schema._zod.def;
  if (def.type === 'object') {
    const base: Record<string, unknown> = {};
    for (const [k, s] of Object.entries(def.shape as Record<string, Schema>)) if (s._zod.def.type === 'literal') base[k] = s._zod.def.values[0];
    return [{ shape: def.shape, base }];
  }
  if (def.type === 'union') return (def.options as Schema[]).flatMap((o) => shapesOf(o, depth + 1));
  if (def.type === 'pipe') return shapesOf(def.in, depth + 1);
  if (def.innerType) return shapesOf(def.innerType, depth + 1);
  return [];
}

const BAD: unknown[] = [undefined, null, '', ' ', 'not-a-valid-value', 'x'.repeat(5000), -1, 0, 1.5, 1e15, true, [], [1], ['x'], {}, { a: 1 }];

/** Inputs with one bad value at a time, at every depth (objects, arrays of objects). */
function* badInputs(schema: Schema, depth = 0): Generator<unknown> {
  if (depth === 0) yield* BAD;
  if (depth > 3) return;
  for (const { shape, base } of shapesOf(schema)) {
    for (const [key, field] of Object.entries(shape)) {
      for (const bad of BAD) yield { ...base, [key]: bad };
      for (const nested of badInputs(field, depth + 1)) {
        yield { ...base, [key]: nested };
        yield { ...base, [key]: [nested] };
      }
      const element = field._zod.def.element ?? field._zod.def.innerType?._zod.def.element;
      if (element) for (const nested of badInputs(element, depth + 1)) yield { ...base, [key]: [nested] };
    }
  }
}

function schemasToWalk(): [string, Schema][] {
  const found: [string, Schema][] = [];
  for (const [file, mod] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(mod)) {
      if (isSchema(value)) found.push([`${path.basename(file)}:${name}`, value]);
      else if (typeof value === 'object' && value !== null && /Schemas$/.test(name))
        for (const [k, v] of Object.entries(value)) if (isSchema(v)) found.push([`${name}.${k}`, v]);
    }
  }
  // Schema factories, with a country's mobile number length (spec §5).
  const auth = contract('auth.ts');
  found.push(
    ['registerSchema(10)', auth.registerSchema(10)],
    ['updateProfileSchema(10)', auth.updateProfileSchema(10)],
    ['countryPhoneField(10)', auth.countryPhoneField(10)],
  );
  const address = contract('address.ts');
  found.push(['addressFieldsSchema', address.addressFieldsSchema([{ column_name: 'city', label: 'City', is_required: true, field_type: 'text' }])]);
  return found;
}

describe('422 answers speak Vitrine, never zod', () => {
  const { strings, patterns } = ownMessages();
  const isOwn = (message: string) => strings.has(message) || patterns.some((p) => p.test(message));
  const schemas = schemasToWalk();

  it('finds the schemas and the messages to check against', () => {
    expect(schemas.length).toBeGreaterThan(80);
    for (const m of [Messages.fieldNotValid, Messages.fieldRequired, Messages.minLength(6), Messages.maxLength(60)]) expect(isOwn(m), m).toBe(true);
    expect(isOwn('Invalid input: expected string, received number')).toBe(false);
  });

  it('says which spec §5 default applies: required, length, or not valid', () => {
    const errorsOf = (schema: unknown, input: unknown) => {
      try {
        parseInput(schema as never, input);
      } catch (error) {
        return (error as AppError).errors;
      }
      return null;
    };
    const listing = contract('listing.ts').listingRequestSchema;
    const storefront = contract('storefront.ts');
    expect(errorsOf(listing, { sort: 'cheapest' })).toEqual({ sort: [Messages.fieldNotValid] });
    expect(errorsOf(listing, { limit: 0 })).toEqual({ limit: [Messages.fieldNotValid] });
    expect(errorsOf(listing, { colour: 'red' })).toEqual({ colour: [Messages.fieldNotValid] });
    expect(errorsOf(storefront.subscribeToModeSchema, { email: 'a@b.co', mode: 'Holiday' })).toEqual({ mode: [Messages.fieldNotValid] });
    expect(errorsOf(storefront.verifyPasswordSchema, {})).toEqual({ password: [Messages.fieldRequired] });
    expect(errorsOf(storefront.verifyPasswordSchema, { password: 'x'.repeat(201) })).toEqual({ password: [Messages.maxLength(200)] });
  });

  it('every message of every refusal, for every field of every schema', () => {
    const foreign = new Map<string, string>();
    for (const [name, schema] of schemas) {
      for (const input of badInputs(schema)) {
        try {
          parseInput(schema as never, input);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          for (const [field, list] of Object.entries({ _message: [error.message], ...error.errors }))
            for (const m of list) if (!isOwn(m)) foreign.set(`${name} ${field}: ${m}`, String(JSON.stringify(input)).slice(0, 120));
        }
      }
    }
    expect([...foreign.keys()].sort()).toEqual([]);
  });
});
