export { usePageMeta, applyDocumentMeta } from './usePageMeta';
export { resolvePageMeta, DEFAULT_TITLES, DEFAULT_DESCRIPTIONS, PAGE_KEYS, type PageKey } from './pageMeta';
export { HttpStatusContext, useNotFoundStatus } from './httpStatus';
