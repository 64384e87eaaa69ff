#!/usr/bin/env node
import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/cli.ts
import * as nodeModule from "node:module";
nodeModule.enableCompileCache?.();
await import("./cli-main-5UCHFKAC.js");
