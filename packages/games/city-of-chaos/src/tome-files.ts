import actions1 from '../data/tome/actions-1.json' with { type: 'json' };
import actions2 from '../data/tome/actions-2.json' with { type: 'json' };
import actions3 from '../data/tome/actions-3.json' with { type: 'json' };
import carrying from '../data/tome/carrying.json' with { type: 'json' };
import characters1 from '../data/tome/characters-1.json' with { type: 'json' };
import characters2 from '../data/tome/characters-2.json' with { type: 'json' };
import interactions1 from '../data/tome/interactions-1.json' with { type: 'json' };
import interactions2 from '../data/tome/interactions-2.json' with { type: 'json' };
import interactions3 from '../data/tome/interactions-3.json' with { type: 'json' };
import interactions4 from '../data/tome/interactions-4.json' with { type: 'json' };
import locations1 from '../data/tome/locations-1.json' with { type: 'json' };
import locations2 from '../data/tome/locations-2.json' with { type: 'json' };
import locations3 from '../data/tome/locations-3.json' with { type: 'json' };
import plots from '../data/tome/plots.json' with { type: 'json' };
import streets from '../data/tome/streets.json' with { type: 'json' };
import ways from '../data/tome/ways.json' with { type: 'json' };

/** The designed Tome of Chaos, chunk by chunk, keyed by file for error messages. */
export const TOME_FILES: Record<string, unknown> = {
  'tome/actions-1.json': actions1,
  'tome/actions-2.json': actions2,
  'tome/actions-3.json': actions3,
  'tome/carrying.json': carrying,
  'tome/characters-1.json': characters1,
  'tome/characters-2.json': characters2,
  'tome/interactions-1.json': interactions1,
  'tome/interactions-2.json': interactions2,
  'tome/interactions-3.json': interactions3,
  'tome/interactions-4.json': interactions4,
  'tome/locations-1.json': locations1,
  'tome/locations-2.json': locations2,
  'tome/locations-3.json': locations3,
  'tome/plots.json': plots,
  'tome/streets.json': streets,
  'tome/ways.json': ways,
};
