import { fieldIds } from '../../components/form/fieldIds';

/**
 * Ids of a wizard field. Form paths contain dots ('kontaktdaten.plz'); ids use hyphens, so a link
 * '#zulassung-kontaktdaten-plz' is also a plain CSS selector.
 */
export const wizardFieldIds = (formId: string, name: string) => fieldIds(formId, name.replace(/\./g, '-'));
