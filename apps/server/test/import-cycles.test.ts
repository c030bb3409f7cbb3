// Issue 31.6: import-x/no-cycle passed two runtime import cycles in the server, because import-x reads
// only the file extensions of its setting `import-x/extensions` (default .js/.mjs/.cjs) when it follows
// imports: every .ts import was resolved and then skipped unread. This runs the repository's own
// ESLint configuration on fixtures with a cycle, so the guard cannot go blind again unnoticed.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const fixture = (name: string) => `apps/server/test/fixtures/import-cycles/${name}.ts`;

// The fixtures are in the configuration's ignores, so `npm run lint` stays green; here they are linted.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repo, ignore: false });
});

async function cycleErrors(name: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([fixture(name)]);
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
}

describe('import-x/no-cycle in npm run lint', () => {
  it('refuses a runtime cycle between two TypeScript files, on either side', async () => {
    expect(await cycleErrors('value-a')).toEqual(['Dependency cycle detected']);
    expect(await cycleErrors('value-b')).toEqual(['Dependency cycle detected']);
  });

  it('refuses a cycle through a re-export (export * from)', async () => {
    expect(await cycleErrors('barrel-part')).toEqual(['Dependency cycle detected']);
  });

  it('lets a cycle of type imports pass: nothing of it runs', async () => {
    expect(await cycleErrors('type-a')).toEqual([]);
    expect(await cycleErrors('type-b')).toEqual([]);
  });
});
