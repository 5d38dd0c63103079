import { loadGuide } from '@questbox/engine';
import guideFile from '../data/guide.json' with { type: 'json' };

/** The rules for players: a summary and sections, each linked from the prompts it explains. */
export const guide = loadGuide('Castle Panic guide', guideFile);
