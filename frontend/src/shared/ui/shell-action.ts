// Buttons of a server-rendered page that work before the app has run (issue 17: the app loads after the
// first paint, so a visitor can click the server's copy). The loader (scripts/route-preload.ts) performs the
// action for a click inside `.app-shell`; React's own button keeps its onClick.
export const SHELL_ACTION = 'data-shell-action';

/** print: the browser's print dialog; home: the shop's start page (React's 'Zurück' on a first page). */
export type ShellAction = 'print' | 'home';

export const shellAction = (action: ShellAction) => ({ [SHELL_ACTION]: action });
