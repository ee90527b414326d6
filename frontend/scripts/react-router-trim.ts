// react-router 7 ships one bundled file whose top level assigns `X.displayName = "X"` and wraps its
// components in un-annotated `forwardRef(...)` calls. Both count as side effects, so the bundler keeps
// NavLink, Form, useSubmit and the rest of the data router's form code in every route's first load even
// though the storefront uses none of them (issue 17 item 2: ~2 KB gzip). This transform drops the
// displayName lines (they only name components in React's developer tools) and marks forwardRef pure.
// Should a new react-router release change those lines, nothing breaks: the bundle is just larger again.
import type { Plugin } from 'vite';

const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
const FORWARD_REF = /= (React\d*\.forwardRef\()/g;

export function trimReactRouter(): Plugin {
  return {
    name: 'react-router-trim',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler(code) {
        return { code: code.replace(DISPLAY_NAME, '').replace(FORWARD_REF, '= /* @__PURE__ */ $1'), map: null };
      },
    },
  };
}
