export function NewsListPage() { return <main>News</main>; }
