import { Box, Button, Field, Input, SimpleGrid, Stack, Switch, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LuSave } from 'react-icons/lu';
import {
  AdminCreateFestivalDocument,
  AdminFestivalsDocument,
  AdminUpdateFestivalDocument,
  type AdminFestivalFragment,
} from '../../../gql/graphql';
import { LoadingBlock } from '../common/PageHeader';
import { notifyError, notifySuccess } from '../common/notify';

interface FestivalDraft {
  name: string;
  dates: string;
  description: string;
  location: string;
  ticketUrl: string;
  isActive: boolean;
}

/** The active festival, otherwise the first; null when there is none. */
export function festivalToEdit(festivals: readonly AdminFestivalFragment[] | undefined): AdminFestivalFragment | null {
  if (!festivals?.length) return null;
  return festivals.find((f) => f.isActive) ?? festivals[0];
}

const toDraft = (f: AdminFestivalFragment | null): FestivalDraft => ({
  name: f?.name ?? '',
  dates: f?.dates ?? '',
  description: f?.description ?? '',
  location: f?.location ?? '',
  ticketUrl: f?.ticketUrl ?? '',
  isActive: f?.isActive ?? true,
});

function FestivalForm({ festival, onSaved }: { festival: AdminFestivalFragment | null; onSaved: () => Promise<unknown> }) {
  const [draft, setDraft] = useState<FestivalDraft>(() => toDraft(festival));
  const [createFestival, { loading: creating }] = useMutation(AdminCreateFestivalDocument);
  const [updateFestival, { loading: updating }] = useMutation(AdminUpdateFestivalDocument);
  const set = (key: keyof Omit<FestivalDraft, 'isActive'>) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  const onSave = async () => {
    try {
      if (festival) await updateFestival({ variables: { id: festival._id, input: draft } });
      else await createFestival({ variables: { input: draft } });
      notifySuccess('Festival settings updated.');
      await onSaved();
    } catch (e) {
      notifyError(e, 'Failed to save settings');
    }
  };

  return (
    <Stack gap="4" maxW="3xl">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required>
          <Field.Label>
            Festival Name <Field.RequiredIndicator />
          </Field.Label>
          <Input value={draft.name} onChange={set('name')} placeholder="Metal Gates Festival" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Dates</Field.Label>
          <Input value={draft.dates} onChange={set('dates')} placeholder="25-27 September 2025" />
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label>Description</Field.Label>
        <Textarea rows={4} value={draft.description} onChange={set('description')} />
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root>
          <Field.Label>Location</Field.Label>
          <Input value={draft.location} onChange={set('location')} placeholder="Quantic Club, Bucharest" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Ticket URL</Field.Label>
          <Input type="url" value={draft.ticketUrl} onChange={set('ticketUrl')} placeholder="https://" />
        </Field.Root>
      </SimpleGrid>
      <Switch.Root checked={draft.isActive} onCheckedChange={(e) => setDraft((d) => ({ ...d, isActive: e.checked }))} colorPalette="blood">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Set as Active Festival</Switch.Label>
      </Switch.Root>
      <Box>
        <Button colorPalette="blood" onClick={onSave} loading={creating || updating}>
          <LuSave aria-hidden /> Save Festival Settings
        </Button>
      </Box>
    </Stack>
  );
}

/** Festival tab: edits the active festival (or the first), creates one when there is none. */
export function FestivalTab() {
  // Load failures are silently ignored: the form then starts blank and creates a festival.
  const { data, loading, refetch } = useQuery(AdminFestivalsDocument, { fetchPolicy: 'network-only' });
  if (loading && !data) return <LoadingBlock />;
  const festival = festivalToEdit(data?.festivals);
  return <FestivalForm key={festival ? `${festival._id}-${festival.isActive}` : 'new'} festival={festival} onSaved={() => refetch()} />;
}
