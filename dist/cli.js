#!/usr/bin/env node
import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/cli/entry.ts
import * as nodeModule from "node:module";
nodeModule.enableCompileCache?.();
await import("./main-WAS5D7TM.js");
