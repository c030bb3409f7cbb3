import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import security from 'eslint-plugin-security';
import { readdirSync, readFileSync } from 'node:fs';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const featuresOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// What one server feature may import of another: its data access and the few services the others
// build on. Everything else in a feature (routes, request parsing, flow tables) is its own.
const SERVER_FEATURE_API = {
  accounts: ['repo.ts', 'confirmation.ts'],
  sessions: ['repo.ts', 'service.ts'],
  // The check of a form's ALTCHA solution (login, registration, resets).
  captcha: ['service.ts'],
  // disposition.ts: the back-office's viewer sends the same file names inline.
  documents: ['repo.ts', 'intake.ts', 'disposition.ts'],
  // The procedure's facts (records), their reading (repo, service), settings and the declaration log.
  // nachteilsausgleich.ts: the Nachteilsausgleich that counts (issue 26 point 4).
  procedure: [
    'repo.ts',
    'records.ts',
    'service.ts',
    'settings.ts',
    'declarations.ts',
    'nachteilsausgleich.ts',
    // The registrations an application declares, which the office's admission checks again.
    'antrag-anmeldungen.ts',
  ],
  // The office's domain logic (decision 0059): its one entry, which its two adapters call – the
  // command line (office/) and the back-office (features/staff/buero.ts, see the zone below).
  buero: ['service.ts'],
  // The content fingerprint an Idempotency-Key is bound to, and each kind's name in it; buchung.ts: the
  // one recording function every declaration goes through, the application submit too (issue 31.3).
  declarations: ['fingerprint.ts', 'buchung.ts'],
  // antragskopie.ts: the copy of an application the submit queues beside the receipt (issue 26).
  receipts: ['job.ts', 'antragskopie.ts'],
  // The canonical content hash every audit row is written with (decision 0029); the chain check with its
  // anchors, which the office's `protokoll pruefen` runs (features/buero/protokoll-pruefen.ts).
  protokoll: ['content.ts', 'anchor.ts', 'verify.ts'],
  // The letter's rendering, which the draft's preview shares with the job (issue 26).
  bescheide: ['job.ts'],
  // THE writer of the Protokoll (recordStaffAction), which the copy of a candidate's data uses too; the
  // staff accounts' data access and their creation and reset, which the office's `mitarbeiter`
  // commands run (features/buero/mitarbeiter.ts).
  staff: ['audit.ts', 'repo.ts', 'konten.ts'],
  // The copy of a candidate's data (Art. 15), which the back-office's Kandidat page hands out too.
  datenkopie: ['service.ts'],
  // The provision written with a letter, its retrieval and its state (issue 27.4, decision 0033).
  bekanntgabe: ['repo.ts'],
  // The due list, hold and approval the back-office's page 'Zur Löschung fällig' calls (decision 0041).
  loeschung: ['service.ts'],
  // Whether an account has a second factor, its reset, and the check access-data changes ask for (decision 0042).
  'zweiter-faktor': ['repo.ts', 'einrichtung.ts'],
  // The Nachforderung's office actions, its reading and the open requests for reminders (decision 0039).
  nachforderung: ['anfordern.ts', 'stand.ts', 'repo.ts'],
  // The Postfach's reading and writing the back-office's pages call (decision 0049).
  postfach: ['repo.ts', 'service.ts'],
};

// The texts only the server reads (mails, server answers, office CLI, demo seed, backup tools): their
// modules say so in a line "// Server-only:". The browser build imports none of them (issue 14.5), and
// neither does the rest of the domain, which the web imports; apps/web/test/server-texts.test.ts checks
// the built files.
const TEXTS = 'packages/domain/src';
const SERVER_TEXTS = readdirSync(TEXTS)
  .filter((file) => /^messages-.*\.ts$/.test(file))
  .filter((file) => /^\/\/ Server-only:/m.test(readFileSync(`${TEXTS}/${file}`, 'utf8')))
  .map((file) => `./${TEXTS}/${file}`);

const featureZones = (root, api = {}) =>
  featuresOf(root).map((feature) => ({
    target: `./${root}/!(${feature})/**`,
    from: `./${root}/${feature}`,
    except: (api[feature] ?? []).map((file) => `./${file}`),
    message: `A feature imports no other feature's internals (${root}/${feature}).`,
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/data/**',
      'apps/server/drizzle/**',
      // Import cycles on purpose: apps/server/test/import-cycles.test.ts lints them to prove the guard.
      'apps/server/test/fixtures/import-cycles/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Import cycles and import zones over the whole repository (issue 14.6).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The files import-x reads to follow imports. Without this its default is .js/.mjs/.cjs only, so
      // no-cycle found every .ts/.tsx import resolved and then skipped the file unread: it never saw a
      // cycle between our sources (issue 31.6; apps/server/test/import-cycles.test.ts keeps it so).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      // ignoreExternal: a package never imports our sources back, so no cycle runs through node_modules;
      // following imports into them was most of the rule's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web', from: './apps/server', message: 'The web never imports server code.' },
            { target: './apps/server', from: './apps/web', message: 'The server never imports web code.' },
            { target: './packages/domain', from: './apps', message: 'The domain imports no app.' },
            {
              target: ['./apps/web/src', './apps/web/build', `./${TEXTS}`],
              from: SERVER_TEXTS,
              message:
                'Server-only texts (mails, server answers, office CLI, demo, backup) stay out of the browser build.',
            },
            // The aptitude withdrawal page is laid out as the WP withdrawal pages are: it shares their styles.
            // The Postfach's unread count shows on /start too (decision 0049).
            ...featureZones('apps/web/src/features', {
              ruecktritt: ['ruecktritt.css'],
              postfach: ['PostfachZaehler.tsx'],
            }),
            ...featureZones('apps/server/src/features', SERVER_FEATURE_API),
            // The command line is an adapter like a feature's routes: it calls the features' APIs only
            // (for the office's logic: features/buero/service.ts), decision 0059.
            ...featuresOf('apps/server/src/features').map((feature) => ({
              target: './apps/server/src/office',
              from: `./apps/server/src/features/${feature}`,
              except: (SERVER_FEATURE_API[feature] ?? []).map((file) => `./${file}`),
              message: `The command line calls a feature through its API only (apps/server/src/features/${feature}).`,
            })),
            {
              // One adapter from the back-office to the office's logic (issue 31 point 3, decision 0059).
              target: './apps/server/src/features/staff/!(buero).ts',
              from: './apps/server/src/features/buero',
              message: 'The back-office calls the office functions through features/staff/buero.ts only.',
            },
          ],
        },
      ],
    },
  },
  {
    // One verb per idea (docs/glossary.md, 'Verbs in identifiers'): technical verbs are English, so a
    // German twin of load, parse, find, check or create does not come back (issue 14.8).
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Identifier[name=/^(lade|lese|finde|hole|pruefe|erstelle)[A-Z]/]',
          message:
            'Technical verbs are English: load, parse, find, check, create (docs/glossary.md, Verbs in identifiers).',
        },
        {
          // One spelling per declaration kind, the registry's (issue 31 point 5, decision 0059). A stored
          // value keeps its old spelling as a string or as the key of a record over stored values.
          selector:
            'Identifier[name=/^(ruecknahmeEignung|pruefungruecktrittEignung|pruefungruecktritt|ruecktrittEignung)$/]:not(Property > Identifier.key)',
          message:
            "One spelling per declaration kind, the registry's: eignungRuecknahme, eignungRuecktritt, gesamtruecktritt (docs/glossary.md).",
        },
        {
          // The sign-in is login (logout its end); anmelden is the module registration (issue 31 point 5).
          selector: 'Identifier[name=/[Ss]taffAnmeld|^(An|Ab)meldenAntwort$/]',
          message:
            'The sign-in is login, its end logout; anmelden is the module registration (docs/glossary.md).',
        },
        {
          selector:
            'MemberExpression[object.name=/^(PRUEFUNGSSTELLE_API|P)$/] > Identifier.property[name=/^(an|ab)melden$/]',
          message:
            'The sign-in is login, its end logout; anmelden is the module registration (docs/glossary.md).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Server and web never import each other; both import only the shared domain.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@examensportal/server', '**/apps/server/**'] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@examensportal/web', '**/apps/web/**'] }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-dom', '@examensportal/server', '@examensportal/web'] },
      ],
    },
  },
  {
    // Static security rules (quality targets §1.5) on the code that runs in production; tests build
    // temporary paths and regexes on purpose. Each remaining finding is fixed or disabled on its line
    // with the reason it is safe (docs/security.md, "Static rules").
    files: ['apps/server/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    plugins: security.configs.recommended.plugins,
    rules: {
      ...Object.fromEntries(Object.keys(security.configs.recommended.rules).map((rule) => [rule, 'error'])),
      // Flags every `a[b]` (104 here), blind to TypeScript types: the keys are literal unions
      // (modules, lists, kinds), array indices or operator input (env, office CLI). Request keys pass
      // strict zod schemas, and `__proto__`/`constructor` in bodies are refused by the JSON parsers
      // (apps/server/test/security/fuzz.test.ts › prototype pollution).
      'security/detect-object-injection': 'off',
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'sql',
          property: 'raw',
          message:
            'SQL text from a string bypasses the drizzle parameters (SEC-IN-3); interpolate values in sql`…`.',
        },
      ],
    },
  },
);
