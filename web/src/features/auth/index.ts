export { useAuth, AuthProvider, type AuthContextValue } from './AuthContext';
export { ProtectedRoute } from './ProtectedRoute';
export { LoginPage, PasskeySignIn, TwoFactorStep } from './LoginPage';
export { AuthStore, type SessionUser } from './session';
