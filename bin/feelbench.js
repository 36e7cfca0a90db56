#!/usr/bin/env node
// Thin launcher: the real entry point is compiled to dist/ by `npm run build` (run by npm install).
import('../dist/cli/main.js').catch((error) => {
  if (error && error.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/cli/main.js')) {
    console.error('feelbench: not built yet; run `npm install` (or `npm run build`) in the feelbench folder first');
    process.exit(2);
  }
  throw error;
});
