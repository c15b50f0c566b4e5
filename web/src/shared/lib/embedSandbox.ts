/**
 * The least a third-party embed needs inside its sandbox: its own scripts and storage (both players
 * run on their own origin, so `allow-same-origin` grants nothing of ours), and popups for their
 * "open in Spotify/Google Maps" links. No forms, no top navigation, no downloads, no modals.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
