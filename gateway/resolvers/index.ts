import type { Resolvers } from '../generated/resolvers-types';
import { DateTime, JSONObject, StringMap, Upload } from '../scalars';
import { authResolvers } from './auth';
import { collectionResolverMaps } from './collections';
import { contactResolvers } from './contact';
import { csvResolvers } from './csv';
import { historyResolvers } from './history';
import { releaseResolvers } from './releases';
import { stageResolvers } from './stages';
import { singletonResolverMaps } from './singletons';
import { teamResolvers } from './team';
import { visitResolvers } from './visits';

const domains: Resolvers[] = [
  authResolvers,
  teamResolvers,
  stageResolvers,
  ...(collectionResolverMaps as Resolvers[]),
  ...(singletonResolverMaps as Resolvers[]),
  historyResolvers() as Resolvers,
  csvResolvers as Resolvers,
  contactResolvers,
  releaseResolvers,
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
