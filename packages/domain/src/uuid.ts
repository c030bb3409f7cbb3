// The one pattern of a UUID's text (issue 31.3): 8-4-4-4-12 hex digits of any version, in either case,
// as PostgreSQL's uuid type reads it. Ids from requests, the command line, tokens and stored names are
// checked with it before they reach a query or a path.
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
