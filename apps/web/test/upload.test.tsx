import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { addChosenFiles, type ChosenFile } from '../src/components/upload/chosenFiles';
import { FileUpload, type FileTypeChoice } from '../src/components/upload/FileUpload';
import { multipartBody } from '../src/components/upload/multipartBody';
import { isAbortError, uploadForm } from '../src/components/upload/uploadForm';
import { UploadProgress } from '../src/components/upload/UploadProgress';
import { useUpload, type UploadResult } from '../src/components/upload/useUpload';
import { ApiError, setForbiddenHandler } from '../src/lib/api';
import { saveUser } from '../src/lib/session';
import { FakeXhr, fileOfSize, installFakeXhr, lastXhr } from './fakeXhr';
import { WP_USER } from './helpers';

const MiB = 1024 * 1024;
const pdf = (name: string, size = 2000) => fileOfSize(name, size);

describe('uploadForm (XMLHttpRequest with progress)', () => {
  it('posts the body to the backend base path with the bearer of the stored session', async () => {
    installFakeXhr();
    saveUser(WP_USER);
    const body = new FormData();
    const done = uploadForm('/api/dokumente/files', body);
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/examensportal/backend/api/dokumente/files');
    expect(xhr.headers.Authorization).toBe('Bearer jwt-wp');
    expect(xhr.body).toBe(body);
    xhr.respond(201, { anzahl: 1 });
    await expect(done).resolves.toEqual({ anzahl: 1 });
  });

  it('sends extra headers, e.g. the Idempotency-Key of a declaration', async () => {
    installFakeXhr();
    saveUser(WP_USER);
    const done = uploadForm('/api/zulassung/files', new FormData(), {
      headers: { 'Idempotency-Key': 'a1b2' },
    });
    const xhr = lastXhr();
    expect(xhr.headers['Idempotency-Key']).toBe('a1b2');
    expect(xhr.headers.Authorization).toBe('Bearer jwt-wp');
    xhr.respond(200, {});
    await expect(done).resolves.toEqual({});
  });

  it('sends no bearer on a public call', async () => {
    installFakeXhr();
    saveUser(WP_USER);
    const done = uploadForm('/x', new FormData(), { auth: false });
    expect(lastXhr().headers.Authorization).toBeUndefined();
    lastXhr().respond(200, 'OK');
    await expect(done).resolves.toBe('OK');
  });

  it('reports progress in whole percent', async () => {
    installFakeXhr();
    const onProgress = vi.fn();
    const done = uploadForm('/x', new FormData(), { onProgress });
    lastXhr().progress(1, 3);
    lastXhr().progress(3, 3);
    expect(onProgress.mock.calls.map(([p]) => (p as { percent: number }).percent)).toEqual([33, 100]);
    lastXhr().respond(200);
    await done;
  });

  it('maps a failure like the api client: status and German message', async () => {
    installFakeXhr();
    const done = uploadForm('/x', new FormData());
    lastXhr().respond(413, { message: 'Die Anfrage ist zu groß.' });
    await expect(done).rejects.toMatchObject({ status: 413, message: 'Die Anfrage ist zu groß.' });
    await expect(done).rejects.toBeInstanceOf(ApiError);
  });

  it('never passes on a proxy page or a network failure', async () => {
    installFakeXhr();
    const proxy = uploadForm('/x', new FormData());
    lastXhr().respond(502, '<html>Bad Gateway</html>');
    await expect(proxy).rejects.toMatchObject({ status: 502, message: messages.generic.fehler });
    const offline = uploadForm('/x', new FormData());
    lastXhr().failNetwork();
    await expect(offline).rejects.toMatchObject({ status: 0, message: messages.generic.fehler });
  });

  it.each([401, 403])('a %i forces the logout, unless told not to', async (status) => {
    installFakeXhr();
    const onForbidden = vi.fn();
    setForbiddenHandler(onForbidden);
    const first = uploadForm('/x', new FormData());
    lastXhr().respond(status, { message: messages.auth.sitzungAbgelaufen });
    await expect(first).rejects.toMatchObject({ status });
    expect(onForbidden).toHaveBeenCalledTimes(1);

    const second = uploadForm('/x', new FormData(), { forbiddenLogsOut: false });
    lastXhr().respond(status, { message: messages.auth.sitzungAbgelaufen });
    await expect(second).rejects.toMatchObject({ status });
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by its signal, also before it starts', async () => {
    installFakeXhr();
    const controller = new AbortController();
    const done = uploadForm('/x', new FormData(), { signal: controller.signal });
    controller.abort();
    expect(lastXhr().aborted).toBe(true);
    const error = await done.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);

    const sentBefore = FakeXhr.sent.length;
    const early = uploadForm('/x', new FormData(), { signal: controller.signal });
    expect(isAbortError(await early.catch((e: unknown) => e))).toBe(true);
    expect(FakeXhr.sent.length).toBe(sentBefore);
  });
});

describe('multipartBody (spec §7)', () => {
  it('sends JSON parts as text first, every file under its list name, an empty list as []', () => {
    const a = pdf('a.pdf');
    const b = pdf('b.pdf');
    const form = multipartBody({
      json: { zulassung: { lgs: 1 } },
      lists: [
        ['lebenslauf', [a, b]],
        ['zeugnis', []],
      ],
    });
    const entries = [...form.entries()];
    expect(entries.map(([name]) => name)).toEqual(['zulassung', 'lebenslauf', 'lebenslauf', 'zeugnis']);
    expect(form.get('zulassung')).toBe('{"lgs":1}');
    expect((form.getAll('lebenslauf') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(form.get('zeugnis')).toBe('[]');
  });
});

describe('addChosenFiles (spec §5)', () => {
  it('keeps allowed files and names the refused ones: type and size', () => {
    const choice = addChosenFiles(
      [],
      [pdf('ok.PDF'), fileOfSize('bild.svg', 5000), pdf('klein.pdf', 104), pdf('gross.pdf', 31 * MiB + 1)],
      { defaultType: 'LEBENSLAUF' },
    );
    expect(choice.files.map((c) => [c.file.name, c.type])).toEqual([['ok.PDF', 'LEBENSLAUF']]);
    expect(choice.rejected).toEqual([
      'Die Datei “bild.svg” hat keinen erlaubten Dateityp. Erlaubt sind JPG, JPEG, PNG, GIF und PDF.',
      'Die Datei “klein.pdf” ist leider zu klein.',
      'Die Datei “gross.pdf” ist leider zu groß.',
    ]);
  });

  it('adds to the list, or replaces the one file when only one is allowed', () => {
    const first = addChosenFiles([], [pdf('a.pdf')]).files;
    expect(addChosenFiles(first, [pdf('b.pdf')]).files.map((c) => c.file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(addChosenFiles(first, [pdf('b.pdf'), pdf('c.pdf')], { multiple: false }).files).toHaveLength(1);
    expect(addChosenFiles(first, [pdf('x.pdf', 3)], { multiple: false }).files).toEqual(first);
  });
});

function Harness(props: { multiple?: boolean; types?: FileTypeChoice; error?: string; initial?: File[] }) {
  const [files, setFiles] = useState<ChosenFile[]>(
    () => addChosenFiles([], props.initial ?? [], { defaultType: props.types?.defaultValue }).files,
  );
  return (
    <>
      <FileUpload
        formId="test"
        name="dateien"
        label="Nachweise"
        value={files}
        onChange={setFiles}
        multiple={props.multiple ?? true}
        {...(props.types ? { types: props.types } : {})}
        error={props.error}
        required
      />
      <div data-testid="state">{files.map((f) => `${f.file.name}:${f.type ?? '-'}`).join(',')}</div>
    </>
  );
}

describe('FileUpload', () => {
  const types: FileTypeChoice = {
    options: [
      { value: 'LEBENSLAUF', label: 'Lebenslauf' },
      { value: 'ZEUGNIS', label: 'Zeugnis' },
    ],
    defaultValue: 'LEBENSLAUF',
  };

  it('is a labelled file input with the hint of spec §5', () => {
    render(<Harness />);
    const input = screen.getByLabelText(/^Nachweise/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif,.pdf');
    expect(input).toHaveAccessibleDescription('Erlaubte Dateitypen: JPG, JPEG, PNG, GIF, PDF (max. 30 MB)');
    expect(input).toBeRequired();
  });

  it("accept and the visible hint name the same types; the page's own German button opens the picker", async () => {
    const user = userEvent.setup();
    render(<Harness multiple={false} />);
    const input = screen.getByLabelText<HTMLInputElement>(/^Nachweise/);
    const hinted = /Erlaubte Dateitypen: (.*) \(/.exec(messages.files.hinweis)![1]!.split(', ');
    expect(input.accept.split(',')).toEqual(hinted.map((typ) => `.${typ.toLowerCase()}`));
    // The browser's own 'Keine Datei ausgewählt' beside its button contradicted the list: the page draws
    // its own button under the input; the input stays the labelled focus target.
    expect(input).toHaveClass('file-upload__input');
    expect(input).toHaveAccessibleName('Nachweise');
    expect(input).not.toHaveAttribute('tabindex');
    const drawn = screen.getByText(messages.files.dateiAuswaehlen).closest('.file-upload__button')!;
    expect(drawn).toHaveAttribute('aria-hidden', 'true');
    expect(drawn.parentElement).toBe(input.parentElement);
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('lists chosen files and names each refused one (type, size) at the field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    const input = screen.getByLabelText(/^Nachweise/);
    await user.upload(input, [
      pdf('zeugnis.pdf'),
      fileOfSize('notiz.txt', 5000, 'text/plain'),
      pdf('leer.pdf', 10),
      pdf('riesig.pdf', 31 * MiB + 1),
      fileOfSize('foto.JPG', 31 * MiB, 'image/jpeg'),
    ]);
    const list = screen.getByRole('list', { name: messages.files.ausgewaehlteDateien });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.file-list__name')?.textContent),
    ).toEqual(['zeugnis.pdf', 'foto.JPG']);
    expect(within(list).queryByText('notiz.txt')).toBeNull();
    const typ =
      'Die Datei “notiz.txt” hat keinen erlaubten Dateityp. Erlaubt sind JPG, JPEG, PNG, GIF und PDF.';
    expect(screen.getByText(typ)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(typ));
    expect(screen.getByText('Die Datei “leer.pdf” ist leider zu klein.')).toBeInTheDocument();
    expect(screen.getByText('Die Datei “riesig.pdf” ist leider zu groß.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('ist leider zu klein.'));
    expect(screen.getByRole('status')).toHaveTextContent(
      `2 Dateien ausgewählt. ${typ} Die Datei “leer.pdf” ist leider zu klein. Die Datei “riesig.pdf” ist leider zu groß.`,
    );
    expect(screen.getByText('31 MB')).toBeInTheDocument();

    // A good choice later clears the refusals.
    await user.upload(input, [pdf('attest.pdf')]);
    expect(screen.queryByText(/ist leider zu|keinen erlaubten Dateityp/)).toBeNull();
    expect(screen.getByTestId('state')).toHaveTextContent('zeugnis.pdf:-,foto.JPG:-,attest.pdf:-');
  });

  it('removes a file and moves the focus to the next remove button, then to the input', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[pdf('a.pdf'), pdf('b.pdf')]} />);
    await user.click(screen.getByRole('button', { name: '“a.pdf” entfernen' }));
    expect(screen.getByTestId('state')).toHaveTextContent('b.pdf');
    expect(screen.getByRole('button', { name: '“b.pdf” entfernen' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('1 Datei ausgewählt.');
    await user.click(screen.getByRole('button', { name: '“b.pdf” entfernen' }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByLabelText(/^Nachweise/)).toHaveFocus();
  });

  it('gives each file a type select with the default first and keeps the choice', async () => {
    const user = userEvent.setup();
    render(<Harness types={types} initial={[pdf('cv.pdf')]} />);
    await user.upload(screen.getByLabelText(/^Nachweise/), [pdf('zeugnis.pdf')]);
    const select = screen.getByRole('combobox', { name: 'Dokumenttyp für “zeugnis.pdf”' });
    expect(select).toHaveValue('LEBENSLAUF');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lebenslauf', 'Zeugnis']);
    await user.selectOptions(select, 'ZEUGNIS');
    expect(screen.getByTestId('state')).toHaveTextContent('cv.pdf:LEBENSLAUF,zeugnis.pdf:ZEUGNIS');
  });

  it('replaces the file when only one is allowed', async () => {
    const user = userEvent.setup();
    render(<Harness multiple={false} initial={[pdf('alt.pdf')]} />);
    const input = screen.getByLabelText(/^Nachweise/);
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, pdf('neu.pdf'));
    expect(screen.getByTestId('state')).toHaveTextContent(/^neu\.pdf:-$/);
  });

  it("shows the form's own error with the field", () => {
    render(<Harness error={messages.validation.mindestensEinNachweis} />);
    expect(screen.getByLabelText(/^Nachweise/)).toHaveAccessibleDescription(
      expect.stringContaining(messages.validation.mindestensEinNachweis),
    );
  });
});

function UploadHarness({ onResult }: { onResult: (result: UploadResult) => void }) {
  const upload = useUpload();
  return upload.running ? (
    <UploadProgress percent={upload.percent} onCancel={upload.cancel} />
  ) : (
    <button
      type="button"
      onClick={() => void upload.start('/api/dokumente/files', new FormData()).then(onResult)}
    >
      Los
    </button>
  );
}

describe('useUpload with UploadProgress', () => {
  it('shows the progress with label and percent, and resolves done', async () => {
    installFakeXhr();
    const user = userEvent.setup();
    const onResult = vi.fn();
    render(<UploadHarness onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Los' }));
    const bar = screen.getByRole('progressbar', { name: messages.files.fortschritt });
    expect(bar).toHaveFocus();
    expect(bar).toHaveAttribute('value', '0');
    act(() => lastXhr().progress(42, 100));
    expect(bar).toHaveAttribute('value', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42 %');
    expect(screen.getByText('42 %', { selector: 'span' })).toBeInTheDocument();
    act(() => lastXhr().respond(201, { ok: true }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ status: 'done', data: { ok: true } }));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("'Abbrechen' aborts the request and resolves cancelled", async () => {
    installFakeXhr();
    const user = userEvent.setup();
    const onResult = vi.fn();
    render(<UploadHarness onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Los' }));
    await user.click(screen.getByRole('button', { name: messages.files.abbrechen }));
    expect(lastXhr().aborted).toBe(true);
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ status: 'cancelled' }));
    expect(screen.getByRole('button', { name: 'Los' })).toBeInTheDocument();
  });

  it('resolves failed with the German error payload', async () => {
    installFakeXhr();
    const user = userEvent.setup();
    const onResult = vi.fn();
    render(<UploadHarness onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Los' }));
    act(() => lastXhr().respond(415, { message: 'Dieser Dateityp ist nicht erlaubt.' }));
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith({
        status: 'failed',
        error: { status: 415, message: 'Dieser Dateityp ist nicht erlaubt.' },
      }),
    );
  });

  it('aborts a running upload when the page goes away', async () => {
    installFakeXhr();
    const user = userEvent.setup();
    const { unmount } = render(<UploadHarness onResult={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Los' }));
    unmount();
    expect(lastXhr().aborted).toBe(true);
  });
});
