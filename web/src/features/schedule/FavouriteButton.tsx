import { Icon, IconButton } from '@chakra-ui/react';
import { toggleFavourite, useFavourites } from './favourites';
import { useT } from '../../shared/i18n';

/**
 * A five-point star drawn as one short polygon: Lucide's rounded star is ~700 bytes of path, on every
 * card of a page listing dozens of bands (it was a third of each /lineup card's HTML).
 */
function StarIcon({ filled }: { filled: boolean }) {
  return (
    <Icon asChild>
      <svg viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden>
        <polygon points="12 2 15.1 8.3 22 9.3 17 14.1 18.2 21 12 17.8 5.8 21 7 14.1 2 9.3 8.9 8.3" />
      </svg>
    </Icon>
  );
}

/** The "Add to my schedule" toggle: a pressed button while the band is a pick (kept in this browser). */
export function FavouriteButton({ bandId, bandName, size = 'sm' }: { bandId: string; bandName: string; size?: 'xs' | 'sm' | 'md' }) {
  const t = useT();
  const picked = useFavourites().includes(bandId);
  return (
    <IconButton
      type="button"
      size={size}
      variant={picked ? 'solid' : 'outline'}
      colorPalette={picked ? 'blood' : 'gray'}
      bg={picked ? undefined : 'bg.panel'}
      aria-label={t('Add {band} to my schedule', { band: bandName })}
      aria-pressed={picked}
      title={picked ? t('In my schedule') : t('Add to my schedule')}
      onClick={(e) => {
        e.stopPropagation();
        toggleFavourite(bandId);
      }}
      data-testid="favourite-toggle"
      data-favourite-band={bandId}
    >
      <StarIcon filled={picked} />
    </IconButton>
  );
}
