export { type RenderedReport, type ReportRequest, renderReport } from './render/index.js';
