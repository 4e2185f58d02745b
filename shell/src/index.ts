import { stampStyleNonces } from './style-nonce';

// Before any style is inserted (the bootstrap chunk and every remote insert theirs).
stampStyleNonces(document);
import('./bootstrap');
