// quality-targets §1.6 property 4: a model-based test (fast-check commands). Two candidates run random
// sequences of upload, list, download, delete and interim save (with claims on any document id,
// their own or the other's). After every command the server agrees with a simple model in which
// each candidate owns exactly the documents they uploaded; no command by one ever reveals or changes
// the other's documents.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexte } from '@examensportal/domain/messages-server';
import { createTestApp, type TestApp } from '../helpers/app';
import { api, jwtFor } from '../helpers/accounts';
import { backends } from '../helpers/db';
import { bearer, download, listDocuments, remove, uploadParts } from '../helpers/documents';
import { multipartBody, sample } from '../helpers/multipart';
import { seedAccount } from '../helpers/procedure';

type Who = 0 | 1;
interface Model {
  /** Per candidate: document id → sha256 of its bytes. */
  owned: [Map<string, string>, Map<string, string>];
  /** Every id ever seen, of both, including deleted ones. */
  seen: string[];
}
interface Real {
  t: TestApp;
  jwt: [string, string];
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const notFound = { message: serverTexte.nichtGefunden };
const pick = (model: Model, index: number) => model.seen[index % Math.max(1, model.seen.length)];

class Upload implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly who: Who,
    readonly size: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const data = sample.pdf(this.size);
    const res = await uploadParts(real.t.app, real.jwt[this.who], [
      { name: 'zeugnis', filename: 'z.pdf', contentType: 'application/pdf', data },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ documentId: string }[]>()[0]?.documentId ?? '';
    model.owned[this.who].set(id, sha(data));
    model.seen.push(id);
  }
  toString = () => `upload(${this.who}, ${this.size})`;
}

class List implements fc.AsyncCommand<Model, Real> {
  constructor(readonly who: Who) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const ids = (await listDocuments(real.t.app, real.jwt[this.who])).map((d) => d.documentId).sort();
    expect(ids).toEqual([...model.owned[this.who].keys()].sort());
  }
  toString = () => `list(${this.who})`;
}

class Download implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly who: Who,
    readonly index: number,
  ) {}
  check = (model: Readonly<Model>) => model.seen.length > 0;
  async run(model: Model, real: Real) {
    const id = pick(model, this.index) ?? '';
    const res = await download(real.t.app, real.jwt[this.who], id);
    const expected = model.owned[this.who].get(id);
    if (expected) {
      expect(res.statusCode).toBe(200);
      expect(sha(res.rawPayload)).toBe(expected);
    } else {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  }
  toString = () => `download(${this.who}, #${this.index})`;
}

class Delete implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly who: Who,
    readonly index: number,
  ) {}
  check = (model: Readonly<Model>) => model.seen.length > 0;
  async run(model: Model, real: Real) {
    const id = pick(model, this.index) ?? '';
    const res = await remove(real.t.app, real.jwt[this.who], id);
    if (model.owned[this.who].has(id)) {
      expect(res.statusCode).toBe(204);
      model.owned[this.who].delete(id);
    } else {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  }
  toString = () => `delete(${this.who}, #${this.index})`;
}

class InterimSave implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly who: Who,
    readonly claims: number[],
    readonly withFile: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const claimed = this.claims.map((i) => pick(model, i)).filter((id): id is string => id !== undefined);
    const data = sample.pdf(700 + this.claims.length);
    const { body, contentType } = multipartBody([
      {
        name: 'zulassung',
        data: JSON.stringify({
          zulassungsblock: '2/2027',
          dateien: { lebenslauf: claimed.map((documentId) => ({ documentId, originalFileName: 'x.pdf' })) },
        }),
      },
      ...(this.withFile
        ? [{ name: 'lebenslauf', filename: 'cv.pdf', contentType: 'application/pdf', data }]
        : []),
    ]);
    const res = await real.t.app.inject({
      method: 'POST',
      url: api('/api/zulassung/zwischenspeichern'),
      headers: { ...bearer(real.jwt[this.who]), 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const kept = Object.values(res.json<{ dateien: Record<string, { documentId: string }[]> }>().dateien)
      .flat()
      .map((d) => d.documentId);
    const fresh = kept.filter((id) => !model.seen.includes(id));
    expect(fresh.length).toBe(this.withFile ? 1 : 0);
    for (const id of fresh) {
      model.owned[this.who].set(id, sha(data));
      model.seen.push(id);
    }
    // Whatever was claimed, the draft only ever holds the candidate's own documents.
    for (const id of kept) expect(model.owned[this.who].has(id), id).toBe(true);
  }
  toString = () => `save(${this.who}, claims ${this.claims.join(',')}, file ${this.withFile})`;
}

describe.each(backends)('authorisation model on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-10-05T08:00:00Z');
  });
  afterAll(async () => t.close());

  it('two candidates: the server agrees with the ownership model after every command', async () => {
    const who = fc.constantFrom<Who>(0, 1);
    const index = fc.nat({ max: 40 });
    const commands = [
      fc.tuple(who, fc.integer({ min: 105, max: 3000 })).map(([w, size]) => new Upload(w, size)),
      who.map((w) => new List(w)),
      fc.tuple(who, index).map(([w, i]) => new Download(w, i)),
      fc.tuple(who, index).map(([w, i]) => new Delete(w, i)),
      fc
        .tuple(who, fc.array(index, { maxLength: 4 }), fc.boolean())
        .map(([w, claims, file]) => new InterimSave(w, claims, file)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (cmds) => {
        const jwt: [string, string] = ['', ''];
        for (const w of [0, 1] as const) jwt[w] = await jwtFor(t.app, await seedAccount(t.database, t.clock));
        const model: Model = { owned: [new Map(), new Map()], seen: [] };
        await fc.asyncModelRun(() => ({ model, real: { t, jwt } }), cmds);
      }),
      { numRuns: Number(process.env.MODEL_RUNS ?? 12) },
    );
  }, 600_000);
});
