export function NewsArticlePage() { return <main>Article</main>; }
