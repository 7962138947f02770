/** JSON columns are text (portable SQL); a damaged value reads as the fallback instead of a 500. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text == null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const nowIso = () => new Date().toISOString();
