// The journeys start the portal, the demo seed and the office tool from the server bundle when it is
// current, as the server tests do: one rule for both (apps/server/test/helpers/server-entry.ts).
export { nodeArgs } from '../../apps/server/test/helpers/server-entry';
