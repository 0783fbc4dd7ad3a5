import type { Db } from '../../../db/client';
import type { EventBus } from '../../lib/events';
import type { CodingLink, CodingLinks, EngagementCounter, Notifier, ProfileFacts } from '../../ports';
import { createProfilesRepo } from './repo';
import { createProfilesService } from './service';

const isCodingSource = (name: string): name is CodingLink['source'] =>
  name === 'github' || name === 'leetcode';

/**
 * The ports the profiles module offers others: the card's counters (`app.engagement`), links,
 * skills and expert mode (`app.profileFacts`), and the coding-profile links the stats module
 * imports from (passed to it in app.ts).
 */
export function createProfilePorts(
  db: Db,
  deps: { notifier: Notifier; events: EventBus },
): { engagement: EngagementCounter; profileFacts: ProfileFacts; codingLinks: CodingLinks } {
  const repo = createProfilesRepo(db);
  const service = createProfilesService({
    repo,
    notifier: deps.notifier,
    events: deps.events,
    mediaUrl: () => null,
  });
  const codingLinks = async (userId?: string): Promise<CodingLink[]> =>
    (await repo.codingLinks(userId)).flatMap((l) =>
      isCodingSource(l.name) ? [{ userId: l.userId, source: l.name, url: l.url }] : [],
    );
  return {
    engagement: {
      add: (userId, delta) => repo.addEngagement(userId, delta),
    },
    profileFacts: {
      linksAndSkills: (userId) => repo.linksAndSkills(userId),
      setExpert: (userId, isExpert) => service.setExpert(userId, isExpert),
    },
    codingLinks: {
      async ofUser(userId) {
        if (!(await repo.user(userId))) return null;
        return codingLinks(userId);
      },
      all: () => codingLinks(),
    },
  };
}
