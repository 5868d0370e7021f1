import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Builds src/web/pwa/service-worker.ts into dist/web/sw.js with the list of the build's static files to precache
 * and a version derived from their contents (a new build → a new cache; the worker drops the old one).
 * Audio is left out: browsers fetch it in ranges, which a cache-first worker would serve badly.
 */
export function serviceWorker(opts: { source: string }): Plugin {
  let outDir = '';
  return {
    name: 'earl-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = listFiles(outDir)
        .map((file) => `/${path.relative(outDir, file).split(path.sep).join('/')}`)
        .filter((url) => url !== '/sw.js' && !/\.(map|ogg|wav|mp3|br|gz)$/.test(url))
        .sort();
      const hash = crypto.createHash('sha256');
      for (const url of files) hash.update(url).update(fs.readFileSync(path.join(outDir, url)));
      await build({
        entryPoints: [opts.source],
        outfile: path.join(outDir, 'sw.js'),
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        define: {
          PRECACHE_URLS: JSON.stringify(files),
          CACHE_VERSION: JSON.stringify(hash.digest('hex').slice(0, 12)),
        },
        logLevel: 'warning',
      });
    },
  };
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}
