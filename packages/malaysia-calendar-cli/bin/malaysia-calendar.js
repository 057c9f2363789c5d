#!/usr/bin/env node
// The command as npm links it. A file kept in the repository, so that `npm install` in a fresh
// clone links the command before `npm run build` has written the code it runs.
import { run } from '../dist/cli/main.js';

process.exitCode = await run(process.argv.slice(2));
