export function LineupPage() { return <main>LineupPage</main>; }
