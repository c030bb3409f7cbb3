// node-postgres' value preparation, as its own queries use it (no typings of its own; db/begin-with.ts).
declare module 'pg/lib/utils.js' {
  export function prepareValue(value: unknown): unknown;
}
