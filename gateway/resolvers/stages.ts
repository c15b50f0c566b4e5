import type { StageDto } from '@domain/stages';
import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';

/** Stages are few: one list per request serves every `Band.stage` of that request. */
const stagesPerRequest = new WeakMap<GatewayContext, Promise<StageDto[]>>();
function requestStages(context: GatewayContext): Promise<StageDto[]> {
  let stages = stagesPerRequest.get(context);
  if (!stages) {
    stages = context.services.stages.list(undefined, context.request);
    stagesPerRequest.set(context, stages);
  }
  return stages;
}

/** A band's stage (the stages' own fields and operations come from the collection registry). */
export const stageResolvers: Resolvers = {
  Band: {
    stage: async ({ stageId }, _, context) =>
      stageId ? ((await requestStages(context)).find((s) => s._id === stageId) ?? null) : null,
  },
};
