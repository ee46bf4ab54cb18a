import type { MessageKey } from './types';

export type RoadmapStatus = 'completed' | 'in-progress' | 'upcoming' | 'planned';

export type RoadmapItem = {
  id: string;
  status: RoadmapStatus;
  /** "Phase 1", "Q1 2025": words in Arabic, so a message too. */
  phaseKey: MessageKey;
  /** Set by the team (lib/figures), shown instead of phaseKey's words. */
  phase?: string;
  titleKey: MessageKey;
  descriptionKey: MessageKey;
};

/** Project: the four development phases. */
export const projectRoadmap: RoadmapItem[] = [
  {
    id: 'phase1',
    status: 'completed',
    phaseKey: 'ProjectPage.roadmap.items.phase1.phase',
    titleKey: 'ProjectPage.roadmap.items.phase1.title',
    descriptionKey: 'ProjectPage.roadmap.items.phase1.description',
  },
  {
    id: 'phase2',
    status: 'in-progress',
    phaseKey: 'ProjectPage.roadmap.items.phase2.phase',
    titleKey: 'ProjectPage.roadmap.items.phase2.title',
    descriptionKey: 'ProjectPage.roadmap.items.phase2.description',
  },
  {
    id: 'phase3',
    status: 'upcoming',
    phaseKey: 'ProjectPage.roadmap.items.phase3.phase',
    titleKey: 'ProjectPage.roadmap.items.phase3.title',
    descriptionKey: 'ProjectPage.roadmap.items.phase3.description',
  },
  {
    id: 'phase4',
    status: 'planned',
    phaseKey: 'ProjectPage.roadmap.items.phase4.phase',
    titleKey: 'ProjectPage.roadmap.items.phase4.title',
    descriptionKey: 'ProjectPage.roadmap.items.phase4.description',
  },
];

/** Investment: the growth roadmap by quarter. */
export const growthRoadmap: RoadmapItem[] = [
  {
    id: 'q1',
    status: 'in-progress',
    phaseKey: 'InvestmentPage.roadmap.items.q1.phase',
    titleKey: 'InvestmentPage.roadmap.items.q1.title',
    descriptionKey: 'InvestmentPage.roadmap.items.q1.description',
  },
  {
    id: 'q2',
    status: 'planned',
    phaseKey: 'InvestmentPage.roadmap.items.q2.phase',
    titleKey: 'InvestmentPage.roadmap.items.q2.title',
    descriptionKey: 'InvestmentPage.roadmap.items.q2.description',
  },
  {
    id: 'q3',
    status: 'planned',
    phaseKey: 'InvestmentPage.roadmap.items.q3.phase',
    titleKey: 'InvestmentPage.roadmap.items.q3.title',
    descriptionKey: 'InvestmentPage.roadmap.items.q3.description',
  },
  {
    id: 'q4',
    status: 'planned',
    phaseKey: 'InvestmentPage.roadmap.items.q4.phase',
    titleKey: 'InvestmentPage.roadmap.items.q4.title',
    descriptionKey: 'InvestmentPage.roadmap.items.q4.description',
  },
];
