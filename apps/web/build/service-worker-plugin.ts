/// <reference types="node" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Emits `sw.js`, the app shell's service worker (docs/selling-offline.md): the worker in
 * `build/service-worker.js` with the list of every file of this build, so a till reloaded with
 * no network still opens the app. The version is a hash of that list: a new build replaces the
 * cache.
 */
export function serviceWorkerPlugin(): Plugin {
  return {
    name: 'tillwise-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => !name.endsWith('.map'))
        .map((name) => `/${name}`);
      const shell = ['/', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png', ...files];
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(path.join(import.meta.dirname, 'service-worker.js'), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace('__SHELL_FILES__', JSON.stringify(shell))
          .replace('__SHELL_VERSION__', JSON.stringify(version)),
      });
    },
  };
}
