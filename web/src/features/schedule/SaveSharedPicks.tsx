import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mergePicks, writeFavourites } from './favourites';
import { useT } from '../../shared/i18n';

type SaveMode = 'merge' | 'replace';

/**
 * "Save as my schedule" on someone else's link. The visitor's own picks are theirs: saving adds the
 * shared ones to them unless the visitor chooses to replace them (the choice is offered only when
 * there is something to replace). Plain radio inputs: the public pages carry no radio recipe.
 */
export function SaveSharedPicks({ shared, own }: { shared: readonly string[]; own: readonly string[] }) {
  const t = useT();
  const navigate = useNavigate();
  const [mode, setMode] = useState<SaveMode>('merge');
  const save = () => {
    writeFavourites(mode === 'replace' || own.length === 0 ? shared : mergePicks(own, shared));
    navigate('/lineup/my-schedule', { replace: true });
  };
  const choice = (value: SaveMode, label: string) => (
    <Box as="label" display="flex" alignItems="center" gap="2" cursor="pointer">
      <input type="radio" name="save-shared-picks" value={value} checked={mode === value} onChange={() => setMode(value)} />
      {label}
    </Box>
  );
  return (
    <Box mb="6" p="4" borderWidth="1px" borderColor="border" rounded="md" bg="bg.panel">
      <Text mb="3">{t('Someone shared these picks with you. Your own schedule stays as it is unless you save.')}</Text>
      {own.length > 0 && (
        <Stack as="fieldset" gap="1" mb="3" border="0" p="0" m="0">
          <Text as="legend" fontWeight="semibold" mb="1">
            {t('You have {count, plural, one {# pick} other {# picks}} of your own', { count: own.length })}
          </Text>
          {choice('merge', t('Add these to my picks'))}
          {choice('replace', t('Replace my picks with these'))}
        </Stack>
      )}
      <Button colorPalette="blood" onClick={save}>
        {t('Save as my schedule')}
      </Button>
    </Box>
  );
}

