import { IconButton } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { toggleFavourite, useFavourites } from './favourites';
import { useT } from '../../shared/i18n';

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
      <LuStar fill={picked ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
