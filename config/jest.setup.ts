import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'util';

// react-router 7 needs these in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd reads media queries and element sizes.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
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
