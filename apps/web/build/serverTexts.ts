import type { Plugin } from 'vite';

/**
 * Sections of packages/domain/src/messages.ts that only the server reads: e-mails, server errors, the
 * office CLI and the demo seed (about a third of the file, 4 KiB gz in the entry chunk of every page).
 */
export const SERVER_ONLY_SECTIONS = ['mails', 'server', 'office', 'demo'] as const;

const MESSAGES_FILE = /[\\/]packages[\\/]domain[\\/]src[\\/]messages\.ts$/;
const OWN_SOURCE = /[\\/](apps[\\/]web|packages[\\/]domain)[\\/]src[\\/].*\.tsx?$/;
const READS_SECTION = new RegExp(`\\bmessages\\s*(?:\\.\\s*(${SERVER_ONLY_SECTIONS.join('|')})\\b|\\[)`);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The object literal of `export const messages = { … } as const`. */
function messagesObject(program: Node): Node | undefined {
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : null;
    for (const declarator of (declaration?.declarations as Node[] | undefined) ?? []) {
      if ((declarator.id as { name?: string }).name !== 'messages') continue;
      let init = declarator.init as Node;
      while (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression') {
        init = init.expression as Node;
      }
      if (init.type === 'ObjectExpression') return init;
    }
  }
  return undefined;
}

/**
 * Leaves the server-only texts out of the browser build. The rule of the project stays: every text
 * lives in messages.ts, which this does not change. A source file of the web build that reads one of
 * these sections (or indexes `messages[…]`) fails the build instead of reading undefined at runtime.
 */
export function dropServerTexts(): Plugin {
  return {
    name: 'examensportal:drop-server-texts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (MESSAGES_FILE.test(file)) {
        const object = messagesObject(this.parse(code, { lang: 'ts' }) as unknown as Node);
        if (!object) this.error('messages.ts: `export const messages = { … }` not found');
        const drop = (object.properties as Node[]).filter((p) =>
          SERVER_ONLY_SECTIONS.includes((p.key as { name?: string }).name as never),
        );
        if (drop.length !== SERVER_ONLY_SECTIONS.length) {
          this.error(`messages.ts: expected the sections ${SERVER_ONLY_SECTIONS.join(', ')}`);
        }
        let out = code;
        for (const property of [...drop].sort((a, b) => b.start - a.start)) {
          const comma = /^\s*,/.exec(out.slice(property.end))?.[0].length ?? 0;
          out = out.slice(0, property.start) + out.slice(property.end + comma);
        }
        return { code: out, map: null };
      }
      if (OWN_SOURCE.test(file)) {
        const read = READS_SECTION.exec(code);
        if (read) {
          this.error(
            `${file} reads messages${read[1] ? `.${read[1]}` : '[…]'}, which the browser build leaves out: ` +
              'take the section out of SERVER_ONLY_SECTIONS (apps/web/build/serverTexts.ts)',
          );
        }
      }
      return null;
    },
  };
}
