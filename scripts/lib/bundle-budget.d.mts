export const PUBLIC_PAGE_MODULES: Record<string, string>;
export const FIRST_LOAD_TARGET_BYTES: number;
export const FIRST_LOAD_CEILING_BYTES: number;
export type ChunkManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
export interface Manifest {
  chunks: ChunkManifest;
  /** Vite's SSR manifest: source module → the chunk files that carry it. */
  modules: Record<string, string[]>;
}
export function readManifest(distDir: string): Manifest;
export function staticClosure(chunks: ChunkManifest, key: string, seen?: Set<string>): Set<string>;
export function chunkKeyOf(manifest: Manifest, sourceModule: string): string | undefined;
export function firstLoadFiles(manifest: Manifest, pageModule?: string): string[];
export function brotliSize(file: string): number;
export const BACK_OFFICE_SOURCES: string[];
export function publicChunkFiles(manifest: Manifest): Set<string>;
