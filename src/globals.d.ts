// Build-time brand switch (vite.config.ts "define").
declare const __BRAND__: string;
