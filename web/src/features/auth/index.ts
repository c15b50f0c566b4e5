export { useAuth, AuthProvider, type AuthContextValue } from './AuthContext';
export { ProtectedRoute } from './ProtectedRoute';
export { LoginPage } from './LoginPage';
export type { SessionUser } from './session';
