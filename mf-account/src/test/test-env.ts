// Import this FIRST in every test file of mf-account. The jest-dom types, the colors mapping and
// the MessageChannel stub are gaps of the shared jest set-up (config/jest.setup.ts, jest.config.js)
// met by antd 6 forms; they belong there and are here only until it has them.

// Types of the jest-dom matchers (config/jest.setup.ts installs them at run time).
import '@testing-library/jest-dom';

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

// antd toasts (message.success) animate and close on their own timers, outside any act(): that
// React warning says nothing about the code under test, so only it is dropped.
const consoleError = console.error.bind(console);
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (text.includes('not wrapped in act') && /Notification|CSSMotion/.test(text)) return;
  consoleError(...args);
});

// A whole antd form re-renders on every user-event keystroke; on a busy two-core machine a page test
// can outlast jest's 5 s default without anything being wrong.
jest.setTimeout(20_000);

export {};
