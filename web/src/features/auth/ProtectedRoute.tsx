import { Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { roleMay, type Capability } from '@domain/access';
import { useAuth } from './AuthContext';

/**
 * Route guard: a spinner while the user is loading; no user → /login; admin-only and not an admin,
 * or a `capability` the role lacks (domain/access.ts) → /; otherwise the children. The server
 * refuses the same calls with 403 whatever this shows.
 */
export function ProtectedRoute({ children, adminOnly = false, capability }: { children: ReactNode; adminOnly?: boolean; capability?: Capability }) {
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
  if (capability && !roleMay(user.role, capability)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
