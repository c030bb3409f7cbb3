// OfficeDeps.tx: several office actions in one outer transaction, each in its own savepoint – a
// refused action leaves the others standing until the caller decides, and a rollback of the outer
// transaction takes everything back (the back-office's all-or-none batches).
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { semester } from '@examensportal/domain/rules/semester';
import { invitations, officeActions } from '../src/db/schema';
import { office } from '../src/office/commands';
import { OfficeError } from '../src/features/buero/context';
import { laden } from '../src/features/buero/ladung';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { officeDeps, seedAccount, type SeededCandidate, submitApplication } from './helpers/procedure';

describe.each(backends)('office actions in an outer transaction on %s', (backend) => {
  let t: TestApp;
  let a: SeededCandidate;
  let b: SeededCandidate;
  const zahl = async (table: typeof invitations | typeof officeActions) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
    for (const name of ['a', 'b'] as const) {
      const c = await seedAccount(t.database, t.clock);
      await submitApplication(t.database, t.clock, c, semester(2027, 2), ['wp']);
      await office(officeDeps(t.database, t.clock), 'zulassen', { positionals: [c.email] });
      if (name === 'a') a = c;
      else b = c;
    }
  });
  afterAll(async () => t.close());

  it('keeps a refused action out, and the outer rollback takes the others back', async () => {
    const vorher = await zahl(officeActions);
    const abbruch = new Error('zurück');
    const fehler: string[] = [];
    await expect(
      t.database.db.transaction(async (tx) => {
        const deps = { ...officeDeps(t.database, t.clock), tx };
        await laden(deps, { kandidat: a.email, modul: 'wp', teil: 'schriftlich' });
        // Refused inside its savepoint: the outer transaction goes on.
        await laden(deps, { kandidat: a.email, modul: 'wp', teil: 'schriftlich' }).catch((e: unknown) => {
          if (e instanceof OfficeError) fehler.push(e.message);
        });
        await laden(deps, { kandidat: b.email, modul: 'wp', teil: 'schriftlich' });
        expect(await tx.select({ n: count() }).from(invitations)).toEqual([{ n: 2 }]);
        throw abbruch;
      }),
    ).rejects.toBe(abbruch);
    expect(fehler).toEqual([officeCliTexte.bereitsGeladen('05.10.2026')]);
    expect(await zahl(invitations)).toBe(0);
    expect(await zahl(officeActions)).toBe(vorher);

    await t.database.db.transaction(async (tx) => {
      const deps = { ...officeDeps(t.database, t.clock), tx };
      await laden(deps, { kandidat: a.email, modul: 'wp', teil: 'schriftlich' });
      await laden(deps, { kandidat: b.email, modul: 'wp', teil: 'schriftlich' });
    });
    expect(await zahl(invitations)).toBe(2);
    expect(await zahl(officeActions)).toBe(vorher + 2);
  });
});
