// Spec §4 "Selection rules" and §5 "Contact data" as the WP application's pages apply them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { a, callsTo, multipart, stepHeading, v, zulassungBackend } from './antrag';
import { fileOfSize } from './fakeXhr';
import { jsonResponse, renderApp, WP_USER } from './helpers';

const s = messages.seiten.schritte;
const BASE = '/zulassung/antragstellen';

async function open(page: keyof typeof s) {
  const result = renderApp(`${BASE}/${page}`, { user: WP_USER });
  await stepHeading(s[page]);
  return result;
}

const box = (name: string | RegExp) => screen.getByRole('checkbox', { name });
const weiter = () => screen.getByRole('button', { name: messages.generic.weiter });

describe('modulanmeldung', () => {
  it('offers the early (June) slots in term 2 only', async () => {
    zulassungBackend({
      'GET /api/zulassung/zulassungsblock': () => jsonResponse({ zulassungsblock: '1/2027' }),
    });
    await open('modulanmeldung');
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.queryByRole('checkbox', { name: /vorgezogen/ })).not.toBeInTheDocument();
  });

  it('ticking a module clears its early variant, and the other way round', async () => {
    zulassungBackend();
    const user = userEvent.setup();
    await open('modulanmeldung');
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    await user.click(box(a.modulVorgezogen(a.modulNamen.wr)));
    await user.click(box(a.modulNamen.bwl));
    await user.click(box(a.modulNamen.wr));
    expect(box(a.modulNamen.wr)).toBeChecked();
    expect(box(a.modulVorgezogen(a.modulNamen.wr))).not.toBeChecked();
    expect(box(a.modulNamen.bwl)).toBeChecked();
    await user.click(box(a.modulVorgezogen(a.modulNamen.wr)));
    expect(box(a.modulNamen.wr)).not.toBeChecked();
  });

  it('vorzeitigeZulassung 7 disables WP, 6 disables WR and BWL; a change clears every module', async () => {
    zulassungBackend();
    const user = userEvent.setup();
    await open('modulanmeldung');
    await user.click(box(a.modulNamen.wp));
    await user.click(box(a.modulNamen.st));

    await user.click(screen.getByRole('radio', { name: a.vorzeitigeZulassungOptionen[7] }));
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(box(a.modulNamen.wp)).toBeDisabled();
    expect(box(a.modulVorgezogen(a.modulNamen.wp))).toBeDisabled();
    expect(box(a.modulNamen.wr)).toBeEnabled();
    expect(box(a.modulNamen.wp)).toHaveAccessibleDescription(a.modulGesperrt);

    await user.click(box(a.modulNamen.wr));
    await user.click(screen.getByRole('radio', { name: a.vorzeitigeZulassungOptionen[6] }));
    expect(box(a.modulNamen.wr)).not.toBeChecked();
    expect(box(a.modulNamen.wr)).toBeDisabled();
    expect(box(a.modulNamen.bwl)).toBeDisabled();
    expect(box(a.modulNamen.wp)).toBeEnabled();
  });

  it('vorzeitigeZulassung 6 sets hochschulstudium and par8a; another value takes both back', async () => {
    zulassungBackend();
    const user = userEvent.setup();
    const { router } = await open('modulanmeldung');
    await user.click(screen.getByRole('radio', { name: a.vorzeitigeZulassungOptionen[6] }));
    await router.navigate(`${BASE}/akademischevorbildung`);
    await stepHeading(s.akademischevorbildung);
    expect(box(a.hochschulstudium)).toBeChecked();
    await router.navigate(`${BASE}/pruefungsverkuerzung`);
    await stepHeading(s.pruefungsverkuerzung);
    expect(box(a.par8a)).toBeChecked();
    expect(box(a.vollPruefung)).toBeDisabled();

    await router.navigate(`${BASE}/modulanmeldung`);
    await stepHeading(s.modulanmeldung);
    await user.click(screen.getByRole('radio', { name: a.vorzeitigeZulassungOptionen[0] }));
    await router.navigate(`${BASE}/pruefungsverkuerzung`);
    await stepHeading(s.pruefungsverkuerzung);
    expect(box(a.par8a)).not.toBeChecked();
  });

  it('the group message goes as soon as a module is ticked', async () => {
    zulassungBackend();
    const user = userEvent.setup();
    await open('modulanmeldung');
    await user.click(weiter());
    const group = screen.getByRole('group', { name: /Modulprüfungen/ });
    expect(group).toHaveAccessibleDescription(expect.stringContaining(v.pflichtfeld));
    await user.click(box(a.modulNamen.bwl));
    await waitFor(() =>
      expect(group).not.toHaveAccessibleDescription(expect.stringContaining(v.pflichtfeld)),
    );
  });
});

describe('kontaktdaten (spec §5)', () => {
  it('checks on key-up once a field was left, and the message goes when it is right', async () => {
    zulassungBackend();
    const user = userEvent.setup();
    await open('kontaktdaten');
    const plz = screen.getByLabelText(/^PLZ/);
    await user.type(plz, '12');
    expect(plz).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await waitFor(() => expect(plz).toHaveAttribute('aria-invalid', 'true'));
    expect(plz).toHaveAccessibleDescription(v.plz);
    await user.type(plz, '345');
    await waitFor(() => expect(plz).not.toHaveAttribute('aria-invalid'));

    const telefon = screen.getByLabelText(/^Telefon/);
    await user.type(telefon, 'abc');
    await user.tab();
    await waitFor(() => expect(telefon).toHaveAccessibleDescription(v.telefon));
  });

  it("'Weiter' lists every required field and focuses the first", async () => {
    zulassungBackend();
    const user = userEvent.setup();
    await open('kontaktdaten');
    await user.type(screen.getByLabelText(/^IBAN/), 'DE00 1234');
    await user.type(screen.getByLabelText(/^BIC/), 'XX');
    await user.click(weiter());
    const summary = screen.getAllByRole('alert').find((el) => el.classList.contains('error-summary'))!;
    const texts = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(texts).toEqual([
      `${a.anrede}: ${v.pflichtfeld}`,
      `${a.vorname}: ${v.pflichtfeld}`,
      `${a.nachname}: ${v.pflichtfeld}`,
      `${a.geburtsdatum}: ${v.pflichtfeld}`,
      `${a.geburtsort}: ${v.pflichtfeld}`,
      `${a.strasse}: ${v.pflichtfeld}`,
      `${a.plz}: ${v.pflichtfeld}`,
      `${a.ort}: ${v.pflichtfeld}`,
      `${a.telefon}: ${v.pflichtfeld}`,
      `${a.bic}: ${v.bic}`,
      `${a.iban}: ${v.iban}`,
    ]);
    await waitFor(() => expect(document.activeElement).toHaveClass('error-summary'));
  });

  it('offers about 250 countries in German with Germany preset', async () => {
    zulassungBackend();
    await open('kontaktdaten');
    const land = screen.getByLabelText(/^Land/) as HTMLSelectElement;
    expect(land.options.length).toBeGreaterThan(240);
    expect(land).toHaveDisplayValue('Deutschland');
    expect(within(land).getByRole('option', { name: 'Österreich' })).toBeInTheDocument();
  });

  it('takes a foreign postcode when the country is not Germany', async () => {
    zulassungBackend();
    const user = userEvent.setup();
    await open('kontaktdaten');
    await user.selectOptions(screen.getByLabelText(/^Land/), 'AT');
    const plz = screen.getByLabelText(/^PLZ/);
    await user.type(plz, '1010');
    await user.tab();
    expect(plz).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the e-mail read-only and tells where to change it when it is clicked', async () => {
    zulassungBackend({
      'GET /api/zulassung': () =>
        jsonResponse({ status: 'none', kontaktdaten: { email: 'erika@example.org' } }),
    });
    const user = userEvent.setup();
    await open('kontaktdaten');
    const email = screen.getByLabelText(/^E-Mail-Adresse/);
    expect(email).toHaveValue('erika@example.org');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByRole('link', { name: a.zugangsdatenAendern })).not.toBeInTheDocument();
    await user.click(email);
    expect(screen.getByRole('link', { name: a.zugangsdatenAendern })).toHaveAttribute(
      'href',
      '/meinedaten/zugangsdatenaendern',
    );
    expect(email).toHaveAccessibleDescription(expect.stringContaining(a.emailHinweis));
  });
});

describe('bisherigezulassungsantraege', () => {
  it('art 2 asks for the first date, art 3 for both; art 2 clears the second and art 1 both', async () => {
    const { calls } = zulassungBackend();
    const user = userEvent.setup();
    await open('bisherigezulassungsantraege');
    const opt = a.bisherigeZulassungenOptionen;
    await user.click(screen.getByRole('radio', { name: opt[3] }));
    fireEvent.change(screen.getByLabelText(/Datum des ersten/), { target: { value: '2019-06-30' } });
    fireEvent.change(screen.getByLabelText(/Datum des zweiten/), { target: { value: '2021-06-30' } });

    await user.click(screen.getByRole('radio', { name: opt[2] }));
    expect(screen.queryByLabelText(/Datum des zweiten/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Datum des ersten/)).toHaveValue('2019-06-30');
    await user.click(weiter());
    await stepHeading(s.akademischevorbildung);
    const [first] = callsTo(calls, 'POST', '/api/zulassung/zwischenspeichern');
    expect(multipart(first, 'zulassung').json.bishierigeZulassungen).toEqual({
      art: 2,
      datumNichtBestanden1: '2019-06-30',
      datumNichtBestanden2: '',
    });

    await user.click(screen.getByRole('button', { name: messages.generic.zurueck }));
    await stepHeading(s.bisherigezulassungsantraege);
    await user.click(screen.getByRole('radio', { name: opt[1] }));
    expect(screen.queryByLabelText(/Datum des ersten/)).not.toBeInTheDocument();
    await user.click(weiter());
    await stepHeading(s.akademischevorbildung);
    const second = callsTo(calls, 'POST', '/api/zulassung/zwischenspeichern')[1];
    expect(multipart(second, 'zulassung').json.bishierigeZulassungen).toEqual({
      art: 1,
      datumNichtBestanden1: '',
      datumNichtBestanden2: '',
    });
  });

  it('art 3 without the dates: both required', async () => {
    zulassungBackend();
    const user = userEvent.setup();
    await open('bisherigezulassungsantraege');
    await user.click(screen.getByRole('radio', { name: a.bisherigeZulassungenOptionen[3] }));
    await user.click(weiter());
    expect(screen.getByLabelText(/Datum des ersten/)).toHaveAccessibleDescription(v.pflichtfeld);
    expect(screen.getByLabelText(/Datum des zweiten/)).toHaveAccessibleDescription(v.pflichtfeld);
  });
});

describe('akademischevorbildung', () => {
  it('several options; unticking one empties its uploads; unticking the five years resets the kind', async () => {
    const { calls } = zulassungBackend();
    const user = userEvent.setup();
    await open('akademischevorbildung');
    await user.click(weiter());
    expect(screen.getByRole('group', { name: /Vorbildung/ })).toHaveAccessibleDescription(
      expect.stringContaining(v.pflichtfeld),
    );

    await user.click(box(a.hochschulstudium));
    await user.upload(screen.getByLabelText(a.zeugnis), fileOfSize('master.pdf', 2000));
    expect(screen.getByText('master.pdf')).toBeInTheDocument();
    await user.click(box(a.hochschulstudium));
    expect(screen.queryByText('master.pdf')).not.toBeInTheDocument();
    await user.click(box(a.hochschulstudium));
    expect(screen.queryByText('master.pdf')).not.toBeInTheDocument();

    await user.click(box(a.fuenfjaehrigeBerufserfahrung));
    await user.click(weiter());
    expect(screen.getByRole('radio', { name: a.fuenfjaehrigeBerufserfahrungArtOptionen[1] })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.click(screen.getByRole('radio', { name: a.fuenfjaehrigeBerufserfahrungArtOptionen[2] }));
    await user.click(box(a.fuenfjaehrigeBerufserfahrung));
    await user.click(box(a.fuenfjaehrigeBerufserfahrung));
    expect(
      screen.getByRole('radio', { name: a.fuenfjaehrigeBerufserfahrungArtOptionen[2] }),
    ).not.toBeChecked();

    await user.click(box(a.fuenfjaehrigeBerufserfahrung));
    await user.click(weiter());
    await stepHeading(s.praktischevorbildung);
    const { json, lists } = multipart(
      callsTo(calls, 'POST', '/api/zulassung/zwischenspeichern')[0],
      'zulassung',
    );
    expect(json.vorbildung).toEqual({
      hochschulstudium: true,
      zehnjaehrigeTaetigkeit: false,
      fuenfjaehrigeBerufserfahrung: false,
      fuenfjaehrigeBerufserfahrungArt: 0,
    });
    expect(lists.zeugnis).toEqual(['[]']);
  });
});

describe('praktischevorbildung', () => {
  it('taetigkeit and berufserfahrung reset each other', async () => {
    zulassungBackend();
    const user = userEvent.setup();
    await open('praktischevorbildung');
    const taetigkeit = screen.getByRole('radio', { name: a.taetigkeitOptionen[1] });
    const berufserfahrung = screen.getByRole('radio', { name: a.berufserfahrungOptionen[2] });
    await user.click(taetigkeit);
    expect(screen.getByLabelText(a.agbescheinigung2)).toBeInTheDocument();
    await user.click(berufserfahrung);
    expect(taetigkeit).not.toBeChecked();
    expect(screen.queryByLabelText(a.agbescheinigung2)).not.toBeInTheDocument();
    expect(screen.getByLabelText(a.stbescheinigung2)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: a.taetigkeitOptionen[3] }));
    expect(berufserfahrung).not.toBeChecked();
  });
});

describe('pruefungsverkuerzung', () => {
  const parent13 = () => box(a.par13);
  const parent13b = () => box(a.par13b);

  it('vollPruefung disables every other option', async () => {
    zulassungBackend();
    const user = userEvent.setup();
    await open('pruefungsverkuerzung');
    await user.click(box(a.vollPruefung));
    expect(box(a.par8a)).toBeDisabled();
    expect(parent13()).toBeDisabled();
    expect(parent13b()).toBeDisabled();
  });

  it('par8a disables vollPruefung and § 13b; par131 and par132 exclude each other', async () => {
    zulassungBackend();
    const user = userEvent.setup();
    await open('pruefungsverkuerzung');
    await user.click(parent13b());
    await user.click(box(a.par13b1));
    await user.click(box(a.par8a));
    expect(box(a.vollPruefung)).toBeDisabled();
    expect(parent13b()).not.toBeChecked();
    expect(parent13b()).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: a.par13b1 })).not.toBeInTheDocument();

    await user.click(parent13());
    await user.click(box(a.par131));
    expect(box(a.par132)).toBeDisabled();
    expect(screen.getByLabelText(a.verkuerzungbescheinigung)).toBeInTheDocument();
  });

  it("unticking a parent clears its options; 'Reset' clears everything", async () => {
    const { calls } = zulassungBackend();
    const user = userEvent.setup();
    await open('pruefungsverkuerzung');
    await user.click(parent13());
    await user.click(box(a.par132));
    await user.click(parent13());
    expect(screen.queryByRole('checkbox', { name: a.par132 })).not.toBeInTheDocument();
    await user.click(parent13());
    expect(box(a.par132)).not.toBeChecked();

    await user.click(box(a.par132));
    await user.click(box(a.par8a));
    await user.click(screen.getByRole('button', { name: messages.generic.reset }));
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    await user.click(weiter());
    expect(screen.getByRole('group', { name: /Prüfungsverkürzung/ })).toHaveAccessibleDescription(
      expect.stringContaining(v.pflichtfeld),
    );
    await user.click(box(a.vollPruefung));
    await user.click(weiter());
    await stepHeading(s.zusammenfassung);
    const { json } = multipart(callsTo(calls, 'POST', '/api/zulassung/zwischenspeichern')[0], 'zulassung');
    expect(json.verkuerzung).toEqual({
      vollPruefung: true,
      par8a: false,
      par131: false,
      par132: false,
      par13b1: false,
      par13b2: false,
    });
  });
});
