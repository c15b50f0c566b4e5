import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { displayType } from './styles';

/** The big condensed page title band every public page opens with. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Box
      bgGradient="to-b"
      gradientFrom="blood.subtle"
      gradientTo="bg"
      borderBottomWidth="1px"
      borderColor="border"
      px={{ base: '4', md: '6' }}
      py={{ base: '10', md: '16' }}
      textAlign="center"
    >
      <Heading as="h1" {...displayType} fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1" letterSpacing="wider">
        {title}
      </Heading>
      {subtitle && (
        <Text mt="3" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl" mx="auto">
          {subtitle}
        </Text>
      )}
      <Box w="20" h="1" bg="blood.solid" mx="auto" mt="5" aria-hidden />
    </Box>
  );
}

/** Centered 'Loading...' for page sections (the home page and every other loading state). */
export function LoadingText({ label = 'Loading...' }: { label?: string }) {
  const t = useT();
  return (
    <Text role="status" aria-live="polite" textAlign="center" py="12" color="fg.muted" fontSize="lg">
      {t(label)}
    </Text>
  );
}
