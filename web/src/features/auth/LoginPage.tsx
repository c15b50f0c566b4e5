// Placeholder: the admin issue provides the sign-in screen.
export function LoginPage() {
  return <main style={{ padding: 32 }}>Login</main>;
}
