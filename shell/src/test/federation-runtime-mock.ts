// The shell loads remotes at run time in a browser; in a component test each test decides what
// loading does. Import this first in a test file that renders routes.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), registerPlugins: jest.fn(), loadRemote: jest.fn() }));

export {};
