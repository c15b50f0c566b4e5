import { Center, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A management screen's heading, description and action buttons. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="4" mb="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl" fontFamily="heading" letterSpacing="wide" textTransform="uppercase">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {actions}
    </Flex>
  );
}

/** The spinner management screens show while their list loads. */
export function LoadingBlock() {
  return (
    <Center py="16" role="status" aria-label="Loading">
      <Spinner size="xl" color="blood.fg" />
    </Center>
  );
}
