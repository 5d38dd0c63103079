#!/usr/bin/env node
// Runs the TypeScript sources directly: questbox ships no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
