// Placeholder: the admin issue provides every /admin/* screen behind the admin-only guard.
export function AdminRoutes() {
  return <main style={{ padding: 32 }}>Admin</main>;
}
