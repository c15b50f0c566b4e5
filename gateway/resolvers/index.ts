import type { Resolvers } from '../generated/resolvers-types';
import { DateTime, JSONObject, StringMap, Upload } from '../scalars';
import { authResolvers } from './auth';
import { collectionResolverMaps } from './collections';
import { contactResolvers } from './contact';
import { festivalResolvers } from './festivals';
import { infoPageResolvers } from './infoPage';
import { stageResolvers } from './stages';
import { siteAssetsResolvers } from './siteAssets';
import { teamResolvers } from './team';
import { visitResolvers } from './visits';

const domains: Resolvers[] = [
  authResolvers,
  teamResolvers,
  festivalResolvers,
  siteAssetsResolvers,
  stageResolvers,
  ...(collectionResolverMaps as Resolvers[]),
  infoPageResolvers,
  contactResolvers,
  visitResolvers,
];

/** Every resolver: scalars, `ping`, and each domain's Query and Mutation fields. */
export const resolvers: Resolvers = {
  DateTime,
  JSONObject,
  StringMap,
  Upload,
  Query: Object.assign({ ping: () => true }, ...domains.map((d) => d.Query ?? {})),
  Mutation: Object.assign({ ping: () => true }, ...domains.map((d) => d.Mutation ?? {})),
  Band: stageResolvers.Band,
};
