import { build } from 'esbuild';

// Bundles the server's own code into dist/server; npm packages stay external (loaded from node_modules).
// The admin, backup and restore commands are bundled too, so the production image (no tsx) can run them.
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    admin: 'src/server/cli/admin.ts',
    backup: 'src/server/cli/backup.ts',
    restore: 'src/server/cli/restore.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/server/main.js, admin.js, backup.js and restore.js');
