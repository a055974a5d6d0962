import { fileURLToPath } from 'node:url';

/** The built console (index.html and assets/), which the server serves under /console. */
export const consoleRoot = fileURLToPath(new URL('./dist/', import.meta.url));
