/**
 * PGlite, its btree_gist extension and its socket server, imported when the embedded database starts (or a
 * backup opens one) rather than by every process that imports database/: production's API and the worker
 * never run it (issue 37 item 10).
 */
export async function loadPglite() {
  const [{ PGlite }, { btree_gist }, { PGLiteSocketServer }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite-socket'),
  ]);
  return { PGlite, btree_gist, PGLiteSocketServer };
}
