import '@testing-library/jest-dom';

// Copied from mf-account/src/test (same gaps). Gaps of the shared jest set-up (config/jest.setup.ts) met by antd 6 forms; import this FIRST in a
// test file. They belong in the shared set-up and are here only until it has them.

// The shell loads remotes at run time in a browser; each test decides what loading does.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

// @ant-design/icons' CommonJS build requires the ESM-only `@ant-design/colors/es/generate`.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

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
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// antd toasts (message.success) animate and close on their own timers, outside any act(): that
// React warning says nothing about the code under test, so only it is dropped.
const consoleError = console.error.bind(console);
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (text.includes('not wrapped in act') && /Notification|CSSMotion/.test(text)) return;
  consoleError(...args);
});

export {};
