export function ContactPage() { return <main>ContactPage</main>; }
