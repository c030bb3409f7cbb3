// The one Postfach dialog of both sides (duplicate report D1): the office's template fills subject and
// text, a message goes to the page's `senden` with its files, a reply carries the message it answers,
// an empty text is refused on the field before anything is sent, and the reading of a thread names the
// other side's unread messages only.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { postfachTexte as t } from '@examensportal/domain/messages-postfach';
import type { PostfachAntwort } from '@examensportal/domain/schemas/postfach';
import { PostfachDialog, type PostfachEntwurf } from '../src/components/postfach/PostfachDialog';

const bezug = { art: 'antrag' as const, id: '33333333-3333-4333-8333-333333333333' };
const vomKandidat = {
  id: '11111111-1111-4111-8111-111111111111',
  threadId: '11111111-1111-4111-8111-111111111111',
  antwortAuf: null,
  von: 'kandidat' as const,
  bezug,
  betreff: 'Frage zur Zulassung',
  text: 'Wann entscheiden Sie?',
  verfasstVon: null,
  gesendetAm: '2026-10-05T08:00:00.000Z',
  gelesenAm: null,
  anhaenge: [],
};
const postfach: PostfachAntwort = {
  threads: [{ id: vomKandidat.threadId, nachrichten: [vomKandidat] }],
  ungelesen: 1,
  bezuege: [{ ...bezug, text: 'Antrag auf Zulassung 2/2027' }],
};
const vorlagen = [
  {
    schluessel: 'hinweis' as const,
    name: 'Allgemeiner Hinweis',
    betreff: 'Hinweis (WP-1)',
    text: 'Guten Tag',
  },
];

function zeigen(seite: 'kandidat' | 'pruefungsstelle') {
  const senden = vi.fn((_: PostfachEntwurf) => Promise.resolve(true));
  const gelesen = vi.fn((_: readonly string[]) => Promise.resolve());
  render(
    <PostfachDialog
      seite={seite}
      postfach={postfach}
      {...(seite === 'pruefungsstelle' ? { vorlagen } : {})}
      senden={senden}
      gelesen={gelesen}
      oeffnen={() => undefined}
    />,
  );
  return { senden, gelesen, neu: screen.getByRole('heading', { level: 2, name: t.neu }).closest('section')! };
}

describe('PostfachDialog', () => {
  it('the office: a template fills subject and text; the message goes with its file and case', async () => {
    const user = userEvent.setup();
    const { senden, gelesen, neu } = zeigen('pruefungsstelle');
    await user.selectOptions(within(neu).getByRole('combobox', { name: t.vorlage }), 'Allgemeiner Hinweis');
    expect(within(neu).getByRole('textbox', { name: t.betreff })).toHaveValue('Hinweis (WP-1)');
    expect(within(neu).getByRole('textbox', { name: t.text })).toHaveValue('Guten Tag');
    await user.selectOptions(
      within(neu).getByRole('combobox', { name: t.bezug }),
      'Antrag auf Zulassung 2/2027',
    );
    const datei = new File(['%PDF-1.4\n' + 'x'.repeat(20_000)], 'Merkblatt.pdf', { type: 'application/pdf' });
    await user.upload(within(neu).getByLabelText(new RegExp(`^${t.anhangHinzufuegen.slice(0, 16)}`)), datei);
    await user.click(within(neu).getByRole('button', { name: t.senden }));
    expect(senden).toHaveBeenCalledWith({
      betreff: 'Hinweis (WP-1)',
      bezug,
      vorlage: 'hinweis',
      text: 'Guten Tag',
      dateien: [datei],
    });
    // Sent: the form is empty again.
    expect(within(neu).getByRole('textbox', { name: t.betreff })).toHaveValue('');

    // Opening the thread reads the candidate's message; the office sees its reading state.
    await user.click(screen.getByText(vomKandidat.betreff));
    expect(gelesen).toHaveBeenCalledWith([vomKandidat.id]);
    expect(screen.getByText(t.kandidatKurz)).toBeVisible();
  });

  it('the candidate: an empty reply is refused on the field; a reply names the message it answers', async () => {
    const user = userEvent.setup();
    const { senden, gelesen } = zeigen('kandidat');
    expect(screen.queryByRole('combobox', { name: t.vorlage })).toBeNull();
    await user.click(screen.getByText(vomKandidat.betreff));
    // The candidate's own message is never theirs to read.
    expect(gelesen).not.toHaveBeenCalled();
    const thread = screen.getByText(vomKandidat.betreff).closest('details')!;
    await user.click(within(thread).getByRole('button', { name: t.antwortSenden }));
    expect(await within(thread).findByRole('alert')).toHaveTextContent(t.textFehlt);
    expect(senden).not.toHaveBeenCalled();
    await user.type(within(thread).getByRole('textbox', { name: t.text }), 'Nachtrag');
    await user.click(within(thread).getByRole('button', { name: t.antwortSenden }));
    expect(senden).toHaveBeenCalledWith({ antwortAuf: vomKandidat.id, text: 'Nachtrag', dateien: [] });
  });
});
