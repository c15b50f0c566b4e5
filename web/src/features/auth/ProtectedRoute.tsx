import { Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from './AuthContext';

/**
 * Route guard: a spinner while the user is loading; no user → /login; admin-only and not
 * an admin → /; otherwise the children.
 */
export function ProtectedRoute({ children, adminOnly = false }: { children: ReactNode; adminOnly?: boolean }) {
  const { loading, user } = useAuth();
  if (loading) {
    return (
      <Center minH="100vh" role="status" aria-label="Loading">
        <Spinner size="xl" color="blood.fg" />
      </Center>
    );
  }
  if (!user) return <Navigate to="/login" replace />;
  if (adminOnly && user.role !== 'admin') return <Navigate to="/" replace />;
  return <>{children}</>;
}
