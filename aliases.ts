import { fileURLToPath } from 'node:url';

// One place for the top-level folder aliases; tsconfig.json "paths" mirrors this list.
const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export const aliases = [
  { find: /^@src\//, replacement: here('./src/') },
  { find: /^@streams$/, replacement: here('./streams/index.ts') },
  { find: /^@streams\//, replacement: here('./streams/') },
  { find: /^@sportsbook$/, replacement: here('./sportsbook/index.ts') },
  { find: /^@sportsbook\//, replacement: here('./sportsbook/') },
  { find: /^@casino$/, replacement: here('./casino/index.ts') },
  { find: /^@casino\//, replacement: here('./casino/') },
  { find: /^@chat$/, replacement: here('./chat/index.ts') },
  { find: /^@chat\//, replacement: here('./chat/') },
  { find: /^@mocks$/, replacement: here('./mocks/index.ts') },
  { find: /^@mocks\//, replacement: here('./mocks/') },
];
