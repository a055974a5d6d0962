import type { EndpointValue } from './endpoints.js';

/**
 * The TypeScript type of a declared answer value, read from its declaration
 * (`as const satisfies EndpointValue`), so core's answers are checked against
 * what the reference, OpenAPI and the SDK say they are. It follows the SDK
 * generator's `answerType` (scripts/render-answers.ts): the same value has the
 * same shape on both sides of the wire.
 */
export type ValueOf<V extends EndpointValue> = V extends { nullable: true } ? Shape<V> | null : Shape<V>;

/** A JSON value (`json`): what JSON.stringify writes. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

type Listed<V, Otherwise> = V extends { values: readonly (infer L extends string)[] } ? L : Otherwise;

type Shape<V extends EndpointValue> = V extends { type: 'array'; entries: infer E extends EndpointValue }
  ? ValueOf<E>[]
  : V extends { type: 'object'; entries: infer E extends EndpointValue }
    ? V extends { values: readonly string[] }
      ? Partial<Record<Listed<V, string>, ValueOf<E>>>
      : Record<string, ValueOf<E>>
    : V extends { type: 'object'; properties: infer P extends Record<string, EndpointValue> }
      ? PropertiesOf<P>
      : V extends { type: 'objects'; properties: infer P extends Record<string, EndpointValue> }
        ? PropertiesOf<P>[]
        : V extends { type: 'object' }
          ? Record<string, JsonValue>
          : V extends { type: 'objects' }
            ? Record<string, JsonValue>[]
            : ScalarOf<V>;

type ScalarOf<V extends EndpointValue> = V['type'] extends 'string' | 'text' | 'phone' | 'time'
  ? string
  : V['type'] extends 'enum'
    ? Listed<V, string>
    : V['type'] extends 'integer' | 'decimal' | 'ref'
      ? number
      : V['type'] extends 'boolean'
        ? boolean
        : V['type'] extends 'json'
          ? JsonValue
          : V['type'] extends 'strings'
            ? Listed<V, string>[]
            : V['type'] extends 'integers' | 'refs'
              ? number[]
              : never;

/** A key marked `optional` may be left out of the answer; every other key is always there. */
type PropertiesOf<P extends Record<string, EndpointValue>> = Flat<
  { -readonly [K in keyof P as P[K] extends { optional: true } ? never : K]: ValueOf<P[K]> } & {
    -readonly [K in keyof P as P[K] extends { optional: true } ? K : never]?: ValueOf<P[K]>;
  }
>;

type Flat<T> = { [K in keyof T]: T[K] };
