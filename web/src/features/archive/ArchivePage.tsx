export function ArchivePage() { return <main>ArchivePage</main>; }
