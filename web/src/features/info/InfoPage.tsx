export function InfoPage() { return <main>InfoPage</main>; }
