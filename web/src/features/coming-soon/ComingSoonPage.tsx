export function ComingSoonPage() { return <main>ComingSoonPage</main>; }
