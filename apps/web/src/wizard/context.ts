import { createContext, useContext } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { WizardDefinition } from './types';

export interface WizardContextValue {
  wizard: WizardDefinition<FieldValues, unknown>;
  context: unknown;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

/** The running wizard and what it loaded; for steps that need the whole wizard (the summary page). */
export function useWizard<V extends FieldValues, C>() {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside a WizardRoute');
  return value as unknown as { wizard: WizardDefinition<V, C>; context: C };
}
