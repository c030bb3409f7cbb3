/**
 * A failed submit whose own text is what the user needs to read (e.g. 'Check war nicht
 * erfolgreich.'): shown as it is in the toast and the banner, without the generic failure text.
 */
export class WizardFehler extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WizardFehler';
  }
}
