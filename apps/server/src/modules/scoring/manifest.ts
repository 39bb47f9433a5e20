import type { ModuleManifest } from '../../core/extensions/index.js';
import { answerFigures, scoringFigures } from './scoring-figures.js';

export const scoringModule: ModuleManifest = {
  name: 'scoring',
  register: (points) =>
    points.dashboardSources.register({ answers: answerFigures, scoring: scoringFigures }, { order: 300 }),
};
