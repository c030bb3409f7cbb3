// B5: argon2id hashes per second on one core, with exactly the server's parameters (m=19456, t=2, p=1).
import { hash } from '@node-rs/argon2';
import { argon2Options } from '../../../apps/server/src/infra/passwords';

const seconds = Number(process.argv[2] ?? 5);
const maxHashes = 5000;

await hash('warm-up', argon2Options);
let n = 0;
const start = performance.now();
while (n < maxHashes && performance.now() - start < seconds * 1000) {
  await hash(`password-${n}`, argon2Options);
  n++;
}
const elapsed = (performance.now() - start) / 1000;
process.stdout.write(
  `${JSON.stringify({ perSec: n / elapsed, n, seconds: elapsed, options: argon2Options })}\n`,
);
