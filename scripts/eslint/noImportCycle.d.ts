import type { Rule } from 'eslint';

/** scripts/eslint/noImportCycle.js: no import cycle between the project's modules, type-only imports included. */
export declare const noImportCycle: Rule.RuleModule;
