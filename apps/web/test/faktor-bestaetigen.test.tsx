// The one confirm-with-factor form of Meine Daten (duplicate report D3): the code app switched off and a
// passkey removed both send the typed proof as the server reads it and show a refusal at the field.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { zweiterFaktor as t } from '@examensportal/domain/messages-zweiter-faktor';
import { FaktorBestaetigen } from '../src/features/meinedaten/FaktorBestaetigen';
import { ApiError } from '../src/lib/api';

function zeigen(senden: (beweis: unknown) => Promise<unknown>) {
  const onFertig = vi.fn();
  render(
    <FaktorBestaetigen
      formId="test"
      faktoren={{ totp: true, passkey: false }}
      hint={t.ausschaltenHinweis}
      submitLabel={t.ausschalten}
      erfolg={t.ausgeschaltet}
      senden={senden}
      onFertig={onFertig}
    />,
  );
  return onFertig;
}

describe('FaktorBestaetigen', () => {
  it('sends a six-digit code as code and a longer entry as recovery code', async () => {
    const user = userEvent.setup();
    const senden = vi.fn(() => Promise.resolve());
    const onFertig = zeigen(senden);
    await user.type(screen.getByRole('textbox', { name: t.nachweisLabel }), '123 456');
    await user.click(screen.getByRole('button', { name: t.ausschalten }));
    expect(senden).toHaveBeenCalledWith({ code: '123456' });
    expect(onFertig).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal at the field and stays open", async () => {
    const user = userEvent.setup();
    const senden = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 'Bitte prüfen Sie Ihre Eingaben.', {
          wiederherstellungscode: 'Dieser Wiederherstellungscode gilt nicht.',
        }),
      ),
    );
    const onFertig = zeigen(senden);
    await user.type(screen.getByRole('textbox', { name: t.nachweisLabel }), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: t.ausschalten }));
    expect(senden).toHaveBeenCalledWith({ wiederherstellungscode: 'abcd-efgh' });
    expect(await screen.findByRole('textbox', { name: t.nachweisLabel })).toHaveAccessibleDescription(
      /Dieser Wiederherstellungscode gilt nicht\./,
    );
    expect(onFertig).not.toHaveBeenCalled();
  });
});
