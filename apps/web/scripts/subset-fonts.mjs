// Makes the committed Fira Sans subsets in src/assets/fonts from the faces KERN ships (PERF-FE-2: fonts
// ≤ 100 KiB). Run after a KERN update: `npm run fonts -w @examensportal/web`. Keep UNICODE_RANGE in step
// with the unicode-range of src/styles/fonts.css, so characters outside it fall back to a system font.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(web, '../../node_modules/@kern-ux/native/dist/fonts/fira-sans');
const target = path.join(web, 'src/assets/fonts');

/** The weights KERN's CSS and ours use (400 body, 500 sublines, 600 headings/labels); no italics. */
const FACES = ['Regular', 'Medium', 'SemiBold'];

/**
 * What German text needs: Basic Latin, Latin-1 Supplement (umlauts, ß, « », NBSP, §, °), capital ẞ,
 * Œ œ, dashes, the typographic quotes „“ ‚‘ ” ’, bullets, …, ‰, ‹ ›, €, ™, minus and thin spaces.
 */
const UNICODE_RANGE = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x1e9e, 0x1e9e],
  [0x2009, 0x2009],
  [0x2010, 0x2014],
  [0x2018, 0x201e],
  [0x2020, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x2030],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

const text = UNICODE_RANGE.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

for (const face of FACES) {
  const input = await readFile(path.join(source, `FiraSans-${face}.woff2`));
  // Layout features (kerning, ligatures, figures) and hinting stay: without hinting the files are a
  // fifth smaller, but small text on Windows screens renders less crisp.
  const output = await subsetFont(input, text, { targetFormat: 'woff2' });
  const file = path.join(target, `FiraSans-${face}-de.woff2`);
  await writeFile(file, output);
  console.log(
    `${path.relative(web, file)}: ${(input.length / 1024).toFixed(1)} KiB → ${(output.length / 1024).toFixed(1)} KiB`,
  );
}
