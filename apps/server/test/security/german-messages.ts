import { demoTexte } from '@examensportal/domain/messages-demo';
import { mailTexte } from '@examensportal/domain/messages-mails';
import { messages } from '@examensportal/domain/messages';
import { nachforderungTexte } from '@examensportal/domain/messages-nachforderung';
import { postfachTexte } from '@examensportal/domain/messages-postfach';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { serverTexte } from '@examensportal/domain/messages-server';
import { sicherungTexte } from '@examensportal/domain/messages-sicherung';
import { zweiterFaktor } from '@examensportal/domain/messages-zweiter-faktor';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hole = '\u0001';

/**
 * Every text of messages.ts and of the server-only text modules (messages-server.ts, …) as a matcher:
 * static texts as they are, message functions with their arguments as wildcards (called with a placeholder; functions that compute with their arguments are
 * skipped). A server answer whose text is none of these was not written for the user.
 */
function matchers(): { texts: Set<string>; patterns: RegExp[] } {
  const texts = new Set<string>();
  const patterns: RegExp[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (typeof value === 'function') {
      try {
        const fn = value as (...args: unknown[]) => unknown;
        const out = fn(...Array.from({ length: Math.max(1, fn.length) }, () => hole));
        if (typeof out === 'string' && out.includes(hole)) {
          patterns.push(new RegExp(`^${escape(out).split(hole).join('.*')}$`, 's'));
        } else if (typeof out === 'string') texts.add(out);
      } catch {
        // computes with its arguments; such texts are not sent by the API
      }
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk([
    messages,
    serverTexte,
    mailTexte,
    officeCliTexte,
    demoTexte,
    sicherungTexte,
    zweiterFaktor,
    nachforderungTexte,
    postfachTexte,
  ]);
  return { texts, patterns };
}

const known = matchers();

/** True when the text is one of our German messages (with any arguments). */
export function isOurMessage(text: unknown): boolean {
  if (typeof text !== 'string' || text === '') return false;
  return known.texts.has(text) || known.patterns.some((p) => p.test(text));
}
