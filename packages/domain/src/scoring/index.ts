export * from './branches.js';
export * from './colours.js';
export * from './ratings.js';
export * from './scores.js';
export * from './scoring-access.js';
export * from './scoring-grid.js';
