export const serverOutFile: string;
export function serverBuildIsStale(): boolean;
export function buildServer(): Promise<void>;
export function ensureServerBuilt(): Promise<void>;
