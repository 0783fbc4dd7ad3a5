import type { Db } from '../../../db/client';
import type { GigRow } from '../../../db/schema';
import type { PrivateStorage } from '../../plugins/private-storage';
import type { Storage } from '../../plugins/storage';
import type { GigCatalog, GigForSale, GigTags } from '../../ports';
import { createKitSigner, downloadName, kitKey } from './kits';
import { createGigsRepo } from './repo';
import { serializeTag } from './serializers';

const forSale = (row: GigRow): GigForSale => ({
  id: row.id,
  ownerId: row.userId,
  name: row.name,
  priceMinor: row.pricingMinor,
  currency: row.pricingCurrency,
  status: row.status,
  banner: row.bannerImage,
});

/** The GigCatalog port (server/ports.ts): what the orders module sells and delivers. */
export function createGigCatalog(
  db: Db,
  deps: { privateStorage: PrivateStorage; now?: () => Date },
): GigCatalog {
  const repo = createGigsRepo(db);
  const sign = createKitSigner(deps.privateStorage, deps.now ?? (() => new Date()));
  return {
    async forSale(id) {
      const row = await repo.byId(id);
      return row ? forSale(row) : null;
    },
    async forSaleMany(ids) {
      const rows = await repo.byIds([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, forSale(row)]));
    },
    async kitFile(gigId, kind) {
      const gig = await repo.byId(gigId);
      const kit = gig && (await repo.kitOfGig(gigId));
      const key = kit ? kitKey(kit, kind) : null;
      if (!gig || !key) return null;
      return { key, downloadName: downloadName(gig.name, kind, key), url: await sign(gig.name, kind, key) };
    },
  };
}

/** The GigTags port (server/ports.ts): gig tags in their wire shape, for modules that show them. */
export function createGigTags(db: Db, deps: { storage: Storage }): GigTags {
  const repo = createGigsRepo(db);
  return {
    async byIds(ids) {
      const rows = await repo.tagsByIds([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, serializeTag(row, (key) => deps.storage.publicUrl(key))]));
    },
    matching: (text) => repo.tagIdsMatching(text),
  };
}
