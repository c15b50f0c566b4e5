import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuLock } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { roleMay, type Capability } from '@domain/access';
import { useAuth } from '../../auth';

export const NO_ACCESS = "You don't have access to this page";

/** Said inside the back office, where the address was typed or followed: what happened and the way back. */
export function NoAccess() {
  return (
    <Card.Root variant="outline" bg="bg.panel" maxW="xl" role="alert">
      <Card.Body>
        <Stack gap="3" align="flex-start">
          <LuLock size={28} aria-hidden />
          <Heading as="h1" size="lg">
            {NO_ACCESS}
          </Heading>
          <Text color="fg.muted">This screen is for admins. Ask an admin if you need something changed here.</Text>
          <Button asChild colorPalette="blood" variant="outline">
            <RouterLink to="/admin">
              <LuArrowLeft aria-hidden /> Back to the dashboard
            </RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A back-office screen for roles with `capability` (domain/access.ts); a signed-in member without
 * it sees NoAccess in the shell. The server refuses the same calls with 403 whatever is shown.
 */
export function RequireCapability({ capability, children }: { capability: Capability; children: ReactNode }) {
  const { user } = useAuth();
  return roleMay(user?.role, capability) ? <>{children}</> : <NoAccess />;
}
