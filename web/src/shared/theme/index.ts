export { festivalConfig } from './festival';
export { festivalSystem } from './system';
export { EMOTION_KEY, SERVER_GLOBAL_STYLES, SERVER_STYLES_ATTRIBUTE, browserEmotionCache, serverEmotionCache, serverStyleTags } from './emotionCache';
