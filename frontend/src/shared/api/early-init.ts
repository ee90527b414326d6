/**
 * The global through which index.html's preload script (scripts/route-preload.ts) hands its started
 * GET /api/init to the app (init.ts preloadInit). Its own module so the build script can import it
 * without the browser code around it.
 */
export const EARLY_INIT = '__bestellInit';
