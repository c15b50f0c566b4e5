import { Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { roleMay } from '@domain/access';
import { ActiveFestivalDocument } from '../../../gql/graphql';
import { useAuth } from '../../auth';
import { SectionCard } from '../common/SectionCard';
import { useContentLanguage } from '../common/translation';

/**
 * The home page's hero texts as the public site shows them: the active festival's name, dates and
 * place (the same fallback as the public hero). They are the festival's settings, so they are read
 * here, with the way to where they are set, instead of placeholders that are never saved. In the
 * language the back office edits: with Content Language on RO, the Romanian home page's (each text
 * falling back to the English, as the public site's does).
 */
export function HeroTextPreview() {
  const romanian = useContentLanguage() === 'ro';
  const { data, loading } = useQuery(ActiveFestivalDocument, { variables: romanian ? { locale: 'RO' } : {}, fetchPolicy: 'cache-and-network' });
  const { user } = useAuth();
  const festival = data?.activeFestival;
  const line = [festival?.dates, festival?.location].filter(Boolean).join(' · ');
  const where = (
    <>
      What the {romanian ? 'Romanian ' : ''}home page shows over the hero: the active festival&apos;s name, dates and location.{' '}
      {roleMay(user?.role, 'manageSettings') ? (
        <Link asChild color="blood.fg">
          <RouterLink to="/admin/settings">Change them in Settings → Festival</RouterLink>
        </Link>
      ) : (
        'An admin sets them in Settings → Festival.'
      )}
    </>
  );
  return (
    <SectionCard title="Hero Text" description={where} data-testid="hero-text">
      {loading && !data ? (
        <Text color="fg.muted">Loading...</Text>
      ) : (
        <Stack gap="1">
          <Text fontFamily="heading" fontSize="xl" textTransform="uppercase" letterSpacing="wide">
            {festival?.name?.trim() || 'Metal Gates'}
          </Text>
          <Text color="fg.muted">{line || 'No dates or location set yet.'}</Text>
        </Stack>
      )}
    </SectionCard>
  );
}
