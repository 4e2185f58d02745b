import { PATTERNS } from '@agrocadena/contracts';
import {
  BOUNDARY,
  CONTENT_TYPES,
  HOSTILE_JSON,
  HOSTILE_STRINGS,
  HOSTILE_URL_VALUES,
  JSON_BODIES,
  malformedMultipart,
  multipartBody,
  randomString,
  type FormPart,
} from './hostile-values';

/** What the fuzz test reads of the OpenAPI document. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: Schema;
}
interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  /** Templated, e.g. /api/products/{id}. */
  path: string;
  params: Parameter[];
  json?: Schema;
  form?: Schema;
  private: boolean;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? []).filter((p) => p.in !== 'header'),
      json: op.requestBody?.content['application/json']?.schema,
      form: op.requestBody?.content['multipart/form-data']?.schema,
      // Public routes clear the document's global security requirement.
      private: op.security === undefined || op.security.length > 0,
    })),
  );
}

/** Example values of the contract's patterns; other strings get a plain word. */
const PATTERN_EXAMPLES: Record<string, string> = {
  [PATTERNS.socialId]: '1047123456',
  [PATTERNS.phone]: '3001234567',
  [PATTERNS.townId]: '08001',
};

const nonNull = (schema: Schema): Schema => schema.anyOf?.find((s) => s.type !== 'null') ?? schema;
const typeOf = (schema: Schema) => [schema.type].flat().find((t) => t !== 'null');
export const isBinary = (schema: Schema) => schema.format === 'binary';

/**
 * A plausible value for a schema, so that one hostile field at a time reaches as deep as it can:
 * `known` gives real values by field name (the caller's id, a product of theirs, a town).
 */
export function baseValue(schema: Schema, name: string, known: Record<string, unknown>): unknown {
  const s = nonNull(schema);
  const type = typeOf(s);
  if (name in known && (type === 'string' || type === typeof known[name])) return known[name];
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, child]) => [key, baseValue(child, key, known)]));
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => baseValue(s.items ?? {}, name, known));
    case 'integer':
    case 'number':
      return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? Infinity);
    case 'boolean':
      return false;
    case 'string':
      if (s.pattern) return PATTERN_EXAMPLES[s.pattern] ?? 'x';
      if (s.format === 'email') return 'fuzz@example.co';
      if (s.format === 'date-time') return new Date(0).toISOString();
      return 'Fuzz'.padEnd(s.minLength ?? 0, 'z').slice(0, s.maxLength ?? 100);
    default:
      return null;
  }
}

/** The allowed values of a field (enum branches), each worth a request of its own. */
export function enumValues(schema: Schema): unknown[] {
  const s = schema.anyOf ? schema.anyOf : [schema];
  return s.flatMap((branch) => branch.enum ?? []);
}

/** Paths of every field of a JSON value: objects' keys, the arrays themselves and their first item. */
export function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value)) return value.length > 0 ? [[...prefix, '0'], ...fieldPaths(value[0], [...prefix, '0'])] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
}

const MARK = '\u0001FUZZ\u0001';
/** The JSON text of `base` with the field at `path` written as the raw JSON text `raw`. */
export function withRawField(base: unknown, path: string[], raw: string): string {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1]] = MARK;
  return JSON.stringify(copy).replace(JSON.stringify(MARK), () => raw);
}

export const schemaAt = (schema: Schema, path: string[]): Schema =>
  path.reduce<Schema>((s, key) => (/^\d+$/.test(key) ? (nonNull(s).items ?? {}) : (nonNull(s).properties?.[key] ?? {})), schema);

/** `depth` objects inside one another: {"a":{"a":…1…}}. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** One request to send (the session and language are added when it is sent). */
export interface Draft {
  method: string;
  /** Path and query, under the server's origin. */
  url: string;
  contentType?: string;
  body?: Buffer;
  /** What is hostile about it, for the failure message. */
  what: string;
}

/** encodeURIComponent, which throws on a lone surrogate: that one goes out as U+FFFD. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
};

export interface DraftSet {
  base: Draft;
  /** One field at a time made hostile. */
  fields: Draft[];
  /** Broken bodies, content types and query shapes. */
  structural: Draft[];
}

/**
 * Every request the fuzz test sends for one operation: `pathIds` gives real ids by the path
 * segment before a parameter (`/products/{id}` → a product of the caller), `known` real values of
 * body fields by name.
 */
export function draftsFor(op: Operation, pathIds: Record<string, string>, known: Record<string, unknown>, random: () => number): DraftSet {
  const { method } = op;
  const paramBase = (p: Parameter) => {
    const segment = op.path.split(`/{${p.name}}`)[0].split('/').pop() ?? '';
    return p.in === 'path' && segment in pathIds ? pathIds[segment] : encode(String(baseValue(p.schema, p.name, known)));
  };
  const base = Object.fromEntries(op.params.map((p) => [p.name, paramBase(p)]));
  const urlWith = (values: Record<string, string>, extraQuery = '') => {
    const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name]);
    const query = op.params.filter((p) => p.in === 'query').map((p) => `${p.name}=${values[p.name]}`);
    const all = [...query, extraQuery].filter(Boolean).join('&');
    return all ? `${path}?${all}` : path;
  };
  const url = urlWith(base);
  const jsonBase = op.json ? baseValue(op.json, '', known) : undefined;
  const json = (body: string, what: string, contentType = 'application/json'): Draft => ({ method, url, contentType, body: Buffer.from(body), what });
  const formBase: FormPart[] = Object.entries(op.form?.properties ?? {})
    .sort(([, a], [, b]) => Number(isBinary(a)) - Number(isBinary(b)))
    .map(([name, schema]) =>
      isBinary(schema)
        ? { name, value: Buffer.from('not really an image'), filename: 'fuzz.png', type: 'image/png' }
        : { name, value: String(baseValue(schema, name, known)) },
    );
  const form = (parts: FormPart[], what: string): Draft => ({
    method,
    url,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: multipartBody(parts),
    what,
  });
  const baseDraft = op.json ? json(JSON.stringify(jsonBase), 'base') : op.form ? form(formBase, 'base') : { method, url, what: 'base' };
  const shown = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  const randoms = () => [randomString(random), randomString(random)];

  const fields: Draft[] = [];
  for (const p of op.params) {
    for (const value of [...HOSTILE_URL_VALUES, ...enumValues(p.schema).map(String), ...randoms().map(encode)]) {
      fields.push({ ...baseDraft, url: urlWith({ ...base, [p.name]: value }), what: `${p.in} ${p.name} = ${shown(value)}` });
    }
  }
  if (op.json) {
    for (const path of fieldPaths(jsonBase)) {
      const allowed = enumValues(schemaAt(op.json, path)).map((v) => JSON.stringify(v));
      for (const raw of [...HOSTILE_JSON, ...allowed, ...randoms().map((s) => JSON.stringify(s))]) {
        fields.push(json(withRawField(jsonBase, path, raw), `body ${path.join('.')} = ${shown(raw)}`));
      }
    }
  }
  formBase.forEach((part, i) => {
    const schema = op.form?.properties?.[part.name] ?? {};
    const values = [...HOSTILE_STRINGS, ...enumValues(schema).map(String), ...randoms()];
    for (const value of values) {
      const changed = part.filename === undefined ? { ...part, value } : { ...part, filename: value.replace(/"/g, '') };
      fields.push(
        form(
          formBase.map((p, j) => (j === i ? changed : p)),
          `form ${part.name}${part.filename === undefined ? '' : ' filename'} = ${shown(value)}`,
        ),
      );
    }
  });

  const structural: Draft[] = [];
  const queryNames = op.params.filter((p) => p.in === 'query').map((p) => p.name);
  for (const name of queryNames) {
    for (const extra of [`${name}=1`, `${name}[]=1`, `${name}[a]=1`, name]) {
      structural.push({ ...baseDraft, url: urlWith(base, extra), what: `query + ${extra}` });
    }
  }
  for (const extra of ['__proto__[x]=1', 'constructor[prototype][x]=1', '&&&=&', `${'k'.repeat(3000)}=1`]) {
    structural.push({ ...baseDraft, url: urlWith(base, extra), what: `query + ${shown(extra)}` });
  }
  if (method !== 'GET') {
    const plain = JSON.stringify(jsonBase ?? {});
    for (const body of JSON_BODIES) structural.push(json(body, `JSON body ${shown(body)}`));
    structural.push({ method, url, body: Buffer.from(plain), what: 'no content type' });
    structural.push({ method, url, contentType: 'application/json', body: Buffer.from([0xff, 0xfe, 0x7b, 0xc0, 0x80, 0x7d]), what: 'invalid UTF-8' });
    for (const type of CONTENT_TYPES) structural.push(json(plain, `content type ${shown(type)}`, type));
    structural.push(json(nested(40_000), 'a body of 40,000 objects inside one another'));
    structural.push(json(`${'['.repeat(200_000)}${']'.repeat(200_000)}`, 'a body of 200,000 arrays inside one another'));
  }
  if (op.json && jsonBase && typeof jsonBase === 'object') {
    structural.push(json(withRawField(jsonBase, ['unknownField'], '"\\u0000"'), 'unknown field with NUL'));
    structural.push(json(`{"name":"a","name":"b\\u0000",${JSON.stringify(jsonBase).slice(1)}`, 'duplicate keys'));
    // Nested past any limit, as a whole body and inside a field the route knows.
    for (const depth of [33, 40_000]) {
      const field = Object.keys(jsonBase)[0] ?? 'unknownField';
      structural.push(json(withRawField(jsonBase, [field], nested(depth)), `body ${field} nested ${depth} deep`));
    }
  }
  if (op.form) {
    for (const [contentType, body, what] of malformedMultipart(formBase)) {
      structural.push({ method, url, contentType, body, what: `multipart: ${what}` });
    }
  }
  return { base: baseDraft, fields, structural };
}
