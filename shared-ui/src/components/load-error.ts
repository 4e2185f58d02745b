// TEMPORARY: the old path of feedback/load-error, kept only for shared-ui/src/data's tests, which are
// being rewritten elsewhere. Once they import '../components/feedback/load-error', delete this file.
export { LoadError } from './feedback/load-error';
