// useApply (src/wizard/useApply.ts): after a selection rule changed the form, a message that is
// shown goes at once – also one set by a check after the last render (e.g. 'Weiter' just now).
import { act, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useApply } from '../src/wizard/useApply';
import { errorAt } from '../src/components/form/errorAt';
import { schemaResolver } from '../src/wizard/resolver';
import { useFieldError } from '../src/components/form/useFieldError';

interface Werte {
  a: boolean;
  b: boolean;
}

const schema = z
  .object({ a: z.boolean(), b: z.boolean() })
  .refine((v) => v.a || v.b, { message: 'Mindestens eins', path: ['gruppe'] });

let api: { apply: ReturnType<typeof useApply<Werte>>; form: ReturnType<typeof useForm<Werte>> };

function Gruppe() {
  const message = useFieldError('gruppe');
  return <p>{message ?? 'ohne Fehler'}</p>;
}

function Harness() {
  // Like WizardRoute: nothing reads form.formState.errors while rendering.
  const form = useForm<Werte>({
    defaultValues: { a: false, b: false },
    resolver: schemaResolver<Werte>(schema),
    mode: 'onTouched',
  });
  return (
    <FormProvider {...form}>
      <Inner form={form} />
      <Gruppe />
    </FormProvider>
  );
}

function Inner({ form }: { form: ReturnType<typeof useForm<Werte>> }) {
  const apply = useApply<Werte>();
  api = { apply, form };
  return null;
}

describe('useApply', () => {
  it('re-checks a group key whose message was set after the last render', async () => {
    render(<Harness />);
    await act(async () => {
      await api.form.trigger(['a', 'b', 'gruppe' as 'a']);
    });
    expect(screen.getByText('Mindestens eins')).toBeInTheDocument();
    await act(async () => {
      api.apply({ a: true }, ['gruppe']);
      await Promise.resolve();
    });
    expect(await screen.findByText('ohne Fehler')).toBeInTheDocument();
    expect(errorAt(api.form.formState.errors, 'gruppe')).toBeUndefined();
  });

  it('leaves a key alone that shows no message (no early error on a fresh form)', async () => {
    render(<Harness />);
    await act(async () => {
      api.apply({ a: false, b: false }, ['gruppe']);
      await Promise.resolve();
    });
    expect(screen.getByText('ohne Fehler')).toBeInTheDocument();
  });
});
