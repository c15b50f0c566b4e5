import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { LuPlus, LuSave, LuTrash2 } from 'react-icons/lu';
import {
  AdminCreateStageDocument,
  AdminDeleteStageDocument,
  AdminStagesDocument,
  AdminUpdateStageDocument,
  type AdminStageFragment,
} from '../gql/graphql';
import { notifyError, notifySuccess } from '../common/notify';
import { handleSaveError, withVersion } from '../common/versions';
import { SectionCard } from '../common/SectionCard';
import { EnglishText, MissingRomanianBadge, ROMANIAN_AS_STORED, useContentLanguage } from '../common/translation';

const orderValue = (text: string) => (text.trim() ? Number(text) : null);

/**
 * One stage: name and order edited in place, saved (naming the version it shows, so another admin's
 * change meanwhile is a conflict that reloads the stages) or deleted (refused while bands play on it).
 * `romanianName` (the Content Language switch on RO, #36; '' while missing): the name is edited in
 * Romanian, the English under it, the order shared (edited in English), saved with `locale: RO`.
 */
function StageRow({ stage, romanianName, onChanged }: { stage: AdminStageFragment; romanianName?: string; onChanged: () => Promise<unknown> }) {
  const romanian = romanianName !== undefined;
  const [name, setName] = useState(romanian ? romanianName : stage.name);
  const [order, setOrder] = useState(String(stage.order));
  // A Romanian save answers with English filled in: kept out of Apollo's cache (the English stages).
  const [updateStage, { loading: saving }] = useMutation(AdminUpdateStageDocument, romanian ? { fetchPolicy: 'no-cache' } : {});
  const [deleteStage, { loading: deleting }] = useMutation(AdminDeleteStageDocument);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (romanian) await updateStage({ variables: { id: stage._id, input: withVersion({ name }, stage.updatedAt), locale: 'RO' } });
      else await updateStage({ variables: { id: stage._id, input: withVersion({ name, order: orderValue(order) }, stage.updatedAt) } });
      notifySuccess('Stage updated successfully');
      await onChanged();
    } catch (error) {
      await handleSaveError(error, 'Failed to save stage', onChanged);
    }
  };
  const remove = async () => {
    try {
      await deleteStage({ variables: { id: stage._id } });
      notifySuccess('Stage deleted successfully');
      await onChanged();
    } catch (error) {
      notifyError(error, 'Failed to delete stage');
    }
  };
  return (
    <HStack as="form" onSubmit={save} gap="2" flexWrap={{ base: 'wrap', md: 'nowrap' }} align="flex-start" data-testid="stage-row">
      <Box flex="1" minW="40">
        <Input aria-label={romanian ? `Romanian name of ${stage.name}` : `Name of ${stage.name}`} placeholder={romanian ? 'Romanian name' : undefined} value={name} onChange={(e) => setName(e.target.value)} />
        {romanian && <EnglishText english={stage.name} missing={!name.trim()} testId={`english-stage-${stage._id}`} />}
      </Box>
      <Input
        aria-label={`Order of ${stage.name}`}
        value={order}
        onChange={(e) => setOrder(e.target.value)}
        type="number"
        min={1}
        w="24"
        disabled={romanian}
        title={romanian ? 'The same in both languages: edit it in English' : undefined}
      />
      <Button type="submit" size="sm" variant="outline" loading={saving} aria-label={`Save ${stage.name}`}>
        <LuSave aria-hidden /> Save
      </Button>
      {!romanian && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={remove} loading={deleting} aria-label={`Delete ${stage.name}`}>
          <LuTrash2 aria-hidden /> Delete
        </Button>
      )}
    </HStack>
  );
}

/** The Stages card of the lineup screen: the stages in running-order column order, and a form to add one. */
export function StagesCard() {
  const { data, refetch } = useQuery(AdminStagesDocument, { fetchPolicy: 'cache-and-network' });
  // In Romanian (#36): the stages' Romanian names as stored, read past Apollo's cache (whose stages are the English ones).
  const romanian = useContentLanguage() === 'ro';
  const stored = useQuery(AdminStagesDocument, { variables: ROMANIAN_AS_STORED, fetchPolicy: 'no-cache', skip: !romanian });
  const romanianNames = new Map((stored.data?.stages ?? []).map((s) => [s._id, s.name] as const));
  const [createStage, { loading }] = useMutation(AdminCreateStageDocument);
  const [name, setName] = useState('');
  const [order, setOrder] = useState('');
  const stages = data?.stages ?? [];
  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await createStage({ variables: { input: { name, order: orderValue(order) } } });
      notifySuccess('Stage added successfully');
      setName('');
      setOrder('');
      await refetch();
    } catch (error) {
      notifyError(error, 'Failed to add stage');
    }
  };
  return (
    <SectionCard
      title="Stages"
      titleId="stages-title"
      badge={romanian && stored.data && <MissingRomanianBadge missing={stages.filter((s) => s.name.trim() && !romanianNames.get(s._id)?.trim()).length} />}
      description="Set times are scheduled on a stage. Lower order comes first in the running order."
      mb="6"
      as="section"
      aria-labelledby="stages-title"
    >
      <Stack gap="3">
        {stages.length === 0 && <Text color="fg.muted">No stages yet.</Text>}
        {stages.map((stage) =>
          // Keyed by version (and language): a reloaded stage (saved here or elsewhere) starts its row afresh.
          !romanian ? (
            <StageRow key={`${stage._id}-${stage.updatedAt}`} stage={stage} onChanged={refetch} />
          ) : (
            stored.data && (
              <StageRow
                key={`ro-${stage._id}-${stage.updatedAt}-${romanianNames.get(stage._id)}`}
                stage={stage}
                romanianName={romanianNames.get(stage._id) ?? ''}
                onChanged={() => Promise.all([refetch(), stored.refetch()])}
              />
            )
          ),
        )}
        {/* A stage is added in English; Romanian names it afterwards. */}
        {!romanian && (
          <HStack as="form" onSubmit={add} gap="2" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
            <Input aria-label="New stage name" placeholder="New stage name" value={name} onChange={(e) => setName(e.target.value)} flex="1" minW="40" />
            <Input aria-label="New stage order" placeholder="Order" value={order} onChange={(e) => setOrder(e.target.value)} type="number" min={1} w="24" />
            <Button type="submit" size="sm" colorPalette="blood" loading={loading}>
              <LuPlus aria-hidden /> Add Stage
            </Button>
          </HStack>
        )}
      </Stack>
    </SectionCard>
  );
}
