// jsdom lacks a few browser APIs that antd, rc-components and react-router use.
import { TextDecoder, TextEncoder } from 'node:util';

type Listener = ((event: { data: unknown }) => void) | null;

class TimeoutMessageChannel {
  port1 = { onmessage: null as Listener, postMessage: () => undefined, close: () => undefined };
  port2 = {
    onmessage: null as Listener,
    postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0),
    close: () => undefined,
  };
}

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
g.MessageChannel ??= TimeoutMessageChannel;
g.ResizeObserver ??= NoopResizeObserver;

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.scrollTo = () => undefined;
  // jsdom does not implement pseudo-element styles; rc-components ask for them to measure scrollbars.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
}

// TanStack Query tells subscribers about cache changes in a setTimeout(0) batch; under fake timers
// that batch would wait for the clock. Tests get the changes at once, inside the act() that made them.
import { notifyManager } from '@tanstack/react-query';
notifyManager.setScheduler((callback) => callback());
