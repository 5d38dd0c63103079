import { fileURLToPath } from 'node:url';

/** The built web app (`npm run build -w @questbox/web`), for the server to serve. */
export const webDist: string = fileURLToPath(new URL('../dist', import.meta.url));
