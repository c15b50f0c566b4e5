// Shared jsdom setup for web component tests (the public-site issue extends it).
export {};
