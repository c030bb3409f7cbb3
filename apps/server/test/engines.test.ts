import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The README promises `npm ci` on Node ≥ 20.19 (the root `engines`); no installed package may want a
// newer Node, or npm ci prints EBADENGINE warnings and the package may use APIs Node 20 lacks
// (content-disposition@3 and cookie@2 once did: pinned and overridden in package.json).
const root = path.resolve(import.meta.dirname, '../../..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};
const rootEngines = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;

describe('engines', () => {
  it('the root engines range starts at Node 20', () => {
    expect(semver.minVersion(rootEngines)?.major).toBe(20);
  });

  it('every locked package accepts the oldest Node the README names', () => {
    const oldest = semver.minVersion(rootEngines)!.version;
    const refusing = Object.entries(lock.packages)
      .filter(([name, meta]) => name !== '' && !meta.optional)
      .flatMap(([name, meta]) => {
        const range = Array.isArray(meta.engines) ? undefined : meta.engines?.node;
        return range && !semver.satisfies(oldest, range, { includePrerelease: true })
          ? [`${name}@${meta.version} wants node ${range}`]
          : [];
      });
    expect(refusing).toEqual([]);
  });
});
