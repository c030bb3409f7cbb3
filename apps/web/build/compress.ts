import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats; woff2 and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this the headers cost more than compression saves. */
const MIN_BYTES = 512;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip -9) beside every built text file, so the server
 * sends them as they are (@fastify/static `preCompressed`) instead of compressing per request. A
 * variant that is not smaller than the file is not written; the server then sends the file itself.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'examensportal:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const jobs: Promise<void>[] = [];
        for await (const file of files(outDir)) {
          if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
          jobs.push(
            readFile(file).then(async (content) => {
              const [br, gzipped] = await Promise.all([
                brotli(content, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
                gz(content, { level: constants.Z_BEST_COMPRESSION }),
              ]);
              if (br.length < content.length) await writeFile(`${file}.br`, br);
              if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
            }),
          );
        }
        await Promise.all(jobs);
      },
    },
  };
}
