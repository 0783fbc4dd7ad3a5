import type { Db } from '../../../db/client';
import type { EventBus } from '../../lib/events';
import type { EngagementCounter, Notifier, ProfileFacts } from '../../ports';
import { addEngagement, createProfilesRepo, userLinksAndSkills } from './repo';
import { createProfilesService } from './service';

/** The ports the profiles module offers others: the card's counters, links and skills, expert mode. */
export function createProfilePorts(
  db: Db,
  deps: { notifier: Notifier; events: EventBus },
): { engagement: EngagementCounter; profileFacts: ProfileFacts } {
  const service = createProfilesService({
    repo: createProfilesRepo(db),
    notifier: deps.notifier,
    events: deps.events,
    mediaUrl: () => null,
  });
  return {
    engagement: {
      async add(userId, delta) {
        addEngagement(db, userId, delta);
      },
    },
    profileFacts: {
      async linksAndSkills(userId) {
        return userLinksAndSkills(db, userId);
      },
      async setExpert(userId, isExpert) {
        return service.setExpert(userId, isExpert);
      },
    },
  };
}
