// Compelling reason (spec §2 triftigergrund / triftigergrundeignung, §4 opening condition, §5
// messages, §7 multipart, §8 toasts). Only fetch is mocked.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import {
  verhindertEignungPayloadSchema,
  verhindertPayloadSchema,
} from '@examensportal/domain/schemas/triftigerGrund';
import { callsTo, multipart, summaryLinks } from './antrag';
import { fileOfSize } from './fakeXhr';
import { mockBackend } from './forms';
import { EIGNUNG_USER, jsonResponse, renderApp, WP_USER } from './helpers';
import { serverStatus } from './serverStatus';

const tg = messages.triftigerGrund;
const q = messages.quittung;
const v = messages.validation;
const t = messages.toasts;
const n = messages.antrag.modulNamen;
const ABGESENDET = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

const stand = (extra: Record<string, unknown> = {}) => ({
  zwischegespeichert: 2,
  antragsdatum: '2025-02-10',
  ersteszulassungsdatum: '2025-06-01',
  modulverhindert: {},
  ...extra,
});

function wpBackend(modul: unknown, answers: Record<string, () => Response> = {}) {
  return mockBackend({
    'GET /api/zulassung/modul': () => jsonResponse(modul),
    'POST /api/modul/triftigergrund': () => jsonResponse({}),
    ...answers,
  });
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const weiter = () => screen.getByRole('button', { name: messages.generic.weiter });
const absenden = () => screen.getByRole('button', { name: messages.generic.absenden });
const gruppe = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

async function open(path: string, user = WP_USER) {
  const result = renderApp(path, { user });
  await screen.findByRole('heading', { level: 2, name: tg.schrittAuswahl });
  return result;
}

describe('triftigergrund (WP)', () => {
  const verhindert = stand({ modulverhindert: { bwl: true, stmuendlich: true } });

  it('written and oral per module; only the parts the server flags can be ticked', async () => {
    wpBackend(verhindert);
    await open('/triftigergrund');
    expect(box(q.schriftlich(n.bwl))).toBeEnabled();
    expect(box(q.muendlich(n.st))).toBeEnabled();
    for (const name of [q.schriftlich(n.wp), q.muendlich(n.wp), q.muendlich(n.bwl), q.schriftlich(n.st)]) {
      expect(box(name)).toBeDisabled();
      expect(box(name)).toHaveAccessibleDescription(tg.nichtWaehlbar);
    }
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
  });

  it('both messages of spec §5, listed at the top; each goes when fixed', async () => {
    const { calls } = wpBackend(verhindert);
    const user = userEvent.setup();
    await open('/triftigergrund');
    await user.click(weiter());
    expect(gruppe(tg.teile)).toHaveAccessibleDescription(expect.stringContaining(v.mindestensEinModul));
    expect(gruppe(tg.nachweise)).toHaveAccessibleDescription(
      expect.stringContaining(v.mindestensEinNachweis),
    );
    const links = summaryLinks();
    expect(links.map((link) => link.href)).toEqual(['#triftigergrund-teile', '#triftigergrund-nachweise']);
    expect(links[0]!.text).toContain(v.mindestensEinModul);
    expect(links[1]!.text).toContain(v.mindestensEinNachweis);
    await waitFor(() => expect(document.activeElement).toHaveClass('error-summary'));
    // Each link focuses its field.
    await user.click(screen.getByRole('link', { name: links[0]!.text }));
    expect(gruppe(tg.teile)).toHaveFocus();

    await user.click(box(q.muendlich(n.st)));
    await waitFor(() =>
      expect(gruppe(tg.teile)).not.toHaveAccessibleDescription(expect.stringContaining(v.mindestensEinModul)),
    );
    await user.upload(screen.getByLabelText(tg.grund), fileOfSize('bescheinigung.pdf', 3000));
    await user.click(weiter());
    await screen.findByRole('heading', { level: 2, name: tg.schrittZusammenfassung });
    expect(callsTo(calls, 'POST', '/api/modul/triftigergrund')).toHaveLength(0);
  });

  it('names the term the part was invited to on the summary (issue 26 point 8)', async () => {
    const basis = serverStatus();
    wpBackend(verhindert, {
      'GET /api/status': () =>
        jsonResponse({
          ...basis,
          module: basis.module.map((m) => (m.modul === 'bwl' ? { ...m, termin: '1/2027' } : m)),
        }),
    });
    const user = userEvent.setup();
    await open('/triftigergrund');
    await user.click(box(q.schriftlich(n.bwl)));
    await user.upload(screen.getByLabelText(tg.zeugnis), fileOfSize('amtsarzt.pdf', 5000));
    await user.click(weiter());
    await screen.findByRole('heading', { level: 2, name: tg.schrittZusammenfassung });
    const termin = screen.getByText(messages.modulpruefung.termin, { selector: 'dt' });
    expect(termin.nextElementSibling).toHaveTextContent('1/2027');
  });

  it('sends verhindert (all eight parts) with the lists zeugnis and grund once; toast, /start, reload', async () => {
    const { calls } = wpBackend(verhindert);
    const user = userEvent.setup();
    const { router } = await open('/triftigergrund');
    await user.click(box(q.schriftlich(n.bwl)));
    await user.upload(screen.getByLabelText(tg.zeugnis), fileOfSize('amtsarzt.pdf', 5000));
    await user.click(weiter());
    await screen.findByRole('heading', { level: 2, name: tg.schrittZusammenfassung });
    expect(screen.getByText(q.schriftlich(n.bwl))).toBeInTheDocument();
    expect(screen.getByText('amtsarzt.pdf')).toBeInTheDocument();
    expect(screen.getByText(tg.folge)).toBeInTheDocument();
    expect(screen.getByText(messages.ruecknahme.keineGebuehren)).toBeInTheDocument();

    const geladen = callsTo(calls, 'GET', '/api/zulassung/modul').length;
    await user.dblClick(absenden());
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(await screen.findByText(t.triftigerGrundErfolg)).toBeInTheDocument();
    const posts = callsTo(calls, 'POST', '/api/modul/triftigergrund');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    const { json, lists } = multipart(posts[0], 'verhindert');
    expect(json).toEqual({
      abgesendetAm: expect.stringMatching(ABGESENDET),
      wp: false,
      wr: false,
      bwl: true,
      st: false,
      wpmuendlich: false,
      wrmuendlich: false,
      bwlmuendlich: false,
      stmuendlich: false,
    });
    expect(verhindertPayloadSchema.safeParse(json).success).toBe(true);
    expect(lists).toEqual({ zeugnis: ['file:amtsarzt.pdf'], grund: ['[]'] });
    expect([...(posts[0]!.body as FormData).keys()]).toEqual(['verhindert', 'zeugnis', 'grund']);
    expect(callsTo(calls, 'GET', '/api/zulassung/modul')).toHaveLength(geladen + 1);
  });

  it("a refusal: 'Der Triftige Grund wurde nicht erfolgreich abgesendet.' and the server's text", async () => {
    wpBackend(verhindert, {
      'POST /api/modul/triftigergrund': () => jsonResponse({ message: 'Die Datei ist beschädigt.' }, 400),
    });
    const user = userEvent.setup();
    await open('/triftigergrund');
    await user.click(box(q.muendlich(n.st)));
    await user.upload(screen.getByLabelText(tg.zeugnis), fileOfSize('attest.pdf', 5000));
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: messages.generic.absenden }));
    expect(
      await screen.findByText(messages.wizard.serverAntwort('Die Datei ist beschädigt.')),
    ).toBeInTheDocument();
    expect(screen.getAllByText(t.triftigerGrundFehler).length).toBeGreaterThan(0);
  });

  it.each([
    ['no part flagged', stand()],
    ['a draft with a flag', stand({ zwischegespeichert: 1, modulverhindert: { wp: true } })],
    ['nothing saved', stand({ zwischegespeichert: 0, modulverhindert: { wp: true } })],
  ])('spec §4 opening condition, %s: not applicable', async (_fall, modul) => {
    wpBackend(modul);
    renderApp('/triftigergrund', { user: WP_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
  });
});

describe('triftigergrundeignung', () => {
  it('awr, ast and mp; sends to /api/modul/triftigergrundeignung and reloads the aptitude module data', async () => {
    const { calls } = mockBackend({
      'GET /api/eignung/modul': () =>
        jsonResponse(stand({ modulverhindert: { awr: true, ast: true, mp: false } })),
      'POST /api/modul/triftigergrundeignung': () => jsonResponse({}),
    });
    const user = userEvent.setup();
    const { router } = await open('/triftigergrundeignung', EIGNUNG_USER);
    expect(box(q.eignungTeile.awr)).toBeEnabled();
    expect(box(q.eignungTeile.ast)).toBeEnabled();
    expect(box(q.eignungTeile.mp)).toBeDisabled();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);

    await user.click(weiter());
    expect(gruppe(tg.teile)).toHaveAccessibleDescription(expect.stringContaining(v.mindestensEinModul));
    expect(gruppe(tg.nachweise)).toHaveAccessibleDescription(
      expect.stringContaining(v.mindestensEinNachweis),
    );

    await user.click(box(q.eignungTeile.ast));
    await user.upload(screen.getByLabelText(tg.grund), fileOfSize('grund.pdf', 3000));
    await user.click(weiter());
    await user.click(await screen.findByRole('button', { name: messages.generic.absenden }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    const [post] = callsTo(calls, 'POST', '/api/modul/triftigergrundeignung');
    const { json, lists } = multipart(post, 'verhindert');
    expect(json).toEqual({
      abgesendetAm: expect.stringMatching(ABGESENDET),
      awr: false,
      ast: true,
      mp: false,
    });
    expect(verhindertEignungPayloadSchema.safeParse(json).success).toBe(true);
    expect(lists).toEqual({ zeugnis: ['[]'], grund: ['file:grund.pdf'] });
    expect(callsTo(calls, 'GET', '/api/eignung/modul')).toHaveLength(2);
    expect(await screen.findByText(t.triftigerGrundErfolg)).toBeInTheDocument();
  });

  it('not applicable when no part is flagged', async () => {
    mockBackend({ 'GET /api/eignung/modul': () => jsonResponse(stand()) });
    renderApp('/triftigergrundeignung', { user: EIGNUNG_USER });
    expect(await screen.findByText(messages.generic.nichtAnwendbar)).toBeInTheDocument();
  });
});
