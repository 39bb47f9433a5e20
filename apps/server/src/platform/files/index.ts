export { sha256OfStream } from './content-digest.js';
export { createDiskStorage, type FileStorage } from './storage.js';
