import * as v from 'valibot';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type PathKey = string | number;

export interface BrokenBody {
  body: unknown;
  /** What was changed, for the log: `data.balance: number → string`. */
  how: string;
}

/** Wrong-typed stand-in for a value, chosen so that no reasonable schema accepts both. */
function wrongTypeFor(value: Json): Json {
  if (value === null) return 0;
  if (Array.isArray(value)) return { unexpected: true };
  switch (typeof value) {
    case 'number':
      return String(value);
    case 'string':
      return 12345;
    case 'boolean':
      return String(value);
    default:
      return 'unexpected';
  }
}

const typeName = (value: Json): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Every path in `value`, leaves before their containers, so the first break found is the smallest one. */
function pathsOf(value: Json, prefix: PathKey[] = []): PathKey[][] {
  if (Array.isArray(value)) {
    // The first element stands for the rest: a schema checks every item alike.
    const inner = value.length > 0 ? pathsOf(value[0], [...prefix, 0]) : [];
    return [...inner, prefix];
  }
  if (value !== null && typeof value === 'object') {
    const inner = Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...prefix, key]));
    return [...inner, prefix];
  }
  return [prefix];
}

function getAt(value: Json, path: PathKey[]): Json {
  let node = value;
  for (const key of path) node = (node as Record<PathKey, Json>)[key];
  return node;
}

function replaceAt(value: Json, path: PathKey[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const record = value as Record<string, Json>;
  return { ...record, [head as string]: replaceAt(record[head as string], rest, replacement) };
}

const breaks = (schema: v.GenericSchema, body: unknown): boolean => !v.safeParse(schema, body).success;

/**
 * A JSON success envelope that `schema` rejects. When the normal answer is known, one field of its data gets a
 * wrong type (the subtle break a client must still catch); otherwise, or if that cannot break the schema,
 * the data is replaced wholesale.
 */
export function breakContract(schema: v.GenericSchema, normalBody?: unknown): BrokenBody {
  const envelope = normalBody as { success?: unknown; data?: Json } | undefined;
  if (envelope && envelope.success === true && envelope.data !== undefined) {
    const data = envelope.data;
    for (const path of pathsOf(data)) {
      const original = getAt(data, path);
      const broken = replaceAt(data, path, wrongTypeFor(original));
      const body = { success: true, data: broken };
      if (breaks(schema, body)) {
        const where = ['data', ...path].join('.');
        return { body, how: `${where}: ${typeName(original)} → ${typeName(wrongTypeFor(original))}` };
      }
    }
  }
  const wholesale: BrokenBody[] = [
    { body: { success: true, data: { unexpected: true } }, how: 'data replaced with { unexpected: true }' },
    { body: { success: true, data: 'unexpected' }, how: 'data replaced with a string' },
    { body: { success: true, data: null }, how: 'data replaced with null' },
    { body: { success: true }, how: 'data left out' },
  ];
  const found = wholesale.find((candidate) => breaks(schema, candidate.body));
  return found ?? { body: { success: 'unexpected' }, how: 'success flag replaced with a string' };
}
