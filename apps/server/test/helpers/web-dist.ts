import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A minimal stand-in for the Vite build: index.html, a hashed script and stylesheet, a source map. */
export function writeFakeWebDist(dir: string): string {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head><script type="module" src="/examensportal/assets/index-Ab12.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets/index-Ab12.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'assets/index-Ab12.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
  writeFileSync(path.join(dir, 'assets/index-Cd34.css'), 'body{margin:0}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, '.env'), 'SECRET=1');
  return dir;
}
