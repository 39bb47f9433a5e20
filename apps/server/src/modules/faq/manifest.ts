import type { ModuleManifest } from '../../core/extensions/index.js';
import { faqFigures } from './faq-figures.js';

export const faqModule: ModuleManifest = {
  name: 'faq',
  register: (points) => points.dashboardSources.register({ faq: faqFigures }, { order: 400 }),
};
