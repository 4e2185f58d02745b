// TEMPORARY: the old path of providers/app-providers, kept only for shared-ui/src/data's tests, which
// are being rewritten elsewhere. Once they import '../components/providers/app-providers', delete this file.
export { AppProviders } from './providers/app-providers';
