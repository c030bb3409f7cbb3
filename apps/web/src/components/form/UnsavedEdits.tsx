import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useBlocker, type BlockerFunction } from 'react-router';
import { formularTexte } from '@examensportal/domain/messages-formular';
import { ConfirmDialog } from '../ConfirmDialog';

/**
 * Whether a form holds edits nobody saved: any change of a value (typed, chosen, or set by a rule)
 * after the form was loaded makes it dirty; `markSaved` after an interim save or a submit clears it.
 * A ref as well as state, so a navigation right after `markSaved` is not asked about.
 */
export function useUnsavedEdits<V extends FieldValues>(form: Pick<UseFormReturn<V>, 'watch'>) {
  const dirtyRef = useRef(false);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    // A reset (the loaded draft) names no field; a user's or a rule's change does.
    const subscription = form.watch((_values, { name }) => {
      if (name === undefined) return;
      dirtyRef.current = true;
      setDirty(true);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const markSaved = useCallback(() => {
    dirtyRef.current = false;
    setDirty(false);
  }, []);
  return { dirty, dirtyRef, markSaved };
}

/**
 * Leaving a page with unsaved edits asks first (decision 0045): a link or 'Zurück' of the browser
 * inside the app opens the question, closing or reloading the tab the browser's own. Moves that
 * keep the draft (another page of the same wizard, `stayWithin`) are not asked about.
 */
export function UnsavedEditsPrompt({
  dirtyRef,
  stayWithin,
}: {
  dirtyRef: { readonly current: boolean };
  /** Path prefix inside which the draft stays (a wizard's base path). */
  stayWithin?: string;
}) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      (stayWithin === undefined || !nextLocation.pathname.startsWith(`${stayWithin}/`)),
    [dirtyRef, stayWithin],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (dirtyRef.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [dirtyRef]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={formularTexte.verlassenTitel}
      text={formularTexte.verlassenText}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
