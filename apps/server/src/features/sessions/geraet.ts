// Browser and device of a session, read from the login's User-Agent with bowser (MIT; ua-parser-js
// 2.x is AGPL). On the server, so the web build carries no parser (its size budget). A header that
// names nothing known reads as 'Unbekannter Browser' / 'Unbekanntes Gerät'.
import Bowser from 'bowser';
import { messages } from '@examensportal/domain/messages';

const md = messages.meineDaten;

const major = (version: string | undefined) => version?.split('.')[0] ?? '';

export function describeUserAgent(userAgent: string | null): { browser: string; geraet: string } {
  if (!userAgent?.trim()) return { browser: md.browserUnbekannt, geraet: md.geraetUnbekannt };
  let parsed: Bowser.Parser.ParsedResult;
  try {
    parsed = Bowser.parse(userAgent);
  } catch {
    return { browser: md.browserUnbekannt, geraet: md.geraetUnbekannt };
  }
  const browser = parsed.browser.name
    ? [parsed.browser.name, major(parsed.browser.version)].filter(Boolean).join(' ')
    : md.browserUnbekannt;
  const typ = md.geraetetypen[parsed.platform.type as keyof typeof md.geraetetypen] as string | undefined;
  const system = parsed.os.name
    ? [parsed.os.name, parsed.os.versionName ?? major(parsed.os.version)].filter(Boolean).join(' ')
    : '';
  const geraet = [typ, system].filter(Boolean).join(', ') || md.geraetUnbekannt;
  return { browser, geraet };
}
