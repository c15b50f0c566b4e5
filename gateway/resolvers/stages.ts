import type { Resolvers } from '../generated/resolvers-types';

export const stageResolvers: Resolvers = {
  Query: {
    stages: (_, __, { services }) => services.stages.list(),
  },
  Mutation: {
    createStage: (_, { input }, { services, actor }) => services.stages.create(actor, input),
    updateStage: (_, { id, input }, { services, actor }) => services.stages.update(actor, id, input),
    deleteStage: (_, { id }, { services, actor }) => services.stages.remove(actor, id),
  },
  Band: {
    // Stages are few: one small list per band asked, no join needed on the band queries.
    stage: async ({ stageId }, _, { services }) =>
      stageId ? ((await services.stages.list()).find((s) => s._id === stageId) ?? null) : null,
  },
};
