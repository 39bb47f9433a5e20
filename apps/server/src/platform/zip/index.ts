export { type ZipEntry, zipArchive } from './zip-writer.js';
