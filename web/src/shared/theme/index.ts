export { festivalConfig } from './festival';
export { festivalSystem } from './system';
export { SERVER_GLOBAL_STYLES, browserEmotionCache, serverEmotionCache, serverStyleTags } from './emotionCache';
