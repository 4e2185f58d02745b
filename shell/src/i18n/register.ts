import { registerNamespace } from '@agrocadena/shared-ui/core';
import es from './es.json';
import en from './en.json';

export const SHELL_NS = 'shell';

registerNamespace(SHELL_NS, { es, en });
