export { createDiskStorage, type FileStorage } from './storage.js';
