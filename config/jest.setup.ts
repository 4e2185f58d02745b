import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'util';

// react-router 7 needs these in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd reads media queries and element sizes. Tests run as someone who asked their system for
// less motion: antd's dialogs open and close at once (antd-theme.tsx), nothing to wait for.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
window.scrollTo = () => undefined;

// @rc-component/form batches Form.useWatch notifications through a MessageChannel macrotask;
// jsdom has none. A timer is the same kind of macrotask and leaves no open handle behind.
if (typeof globalThis.MessageChannel === 'undefined') {
  class MessagePortStub {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    partner: MessagePortStub | null = null;
    postMessage(data: unknown) {
      setTimeout(() => this.partner?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  class MessageChannelStub {
    port1 = new MessagePortStub();
    port2 = new MessagePortStub();
    constructor() {
      this.port1.partner = this.port2;
      this.port2.partner = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: MessageChannelStub });
}

// antd's scroll locking (Modal, Drawer) measures the scrollbar through a pseudo-element, which
// jsdom does not implement; the element's own style is an equally good answer in a test.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

// antd toasts animate and close on their own timers, outside any act(): that React warning says
// nothing about the code under test, so only it is dropped.
const consoleError = console.error.bind(console);
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (text.includes('not wrapped in act') && /Notification|CSSMotion/.test(text)) return;
  consoleError(...args);
});

// A whole antd form re-renders on every keystroke; on a busy two-core machine a page test can
// outlast jest's 5 s default without anything being wrong. The longest (the profile form's
// department and town selects) take 13–15 s alone and over 20 on a clean clone's cold transform
// cache with both cores busy: 45 s leaves them room and still stops a test that hangs.
jest.setTimeout(45_000);

// Dialogs are fetched when first opened (shared-ui's onDemand): in a test that is the first
// `require` of the dialog's files, which ts-jest compiles then — on a busy 2-core machine that can
// take longer than testing-library's default second of waiting for what the dialog shows.
configure({ asyncUtilTimeout: 5000 });

// jsdom has the <dialog> element without its methods (the layouts' drawers are modal dialogs).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
