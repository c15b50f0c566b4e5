import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
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

const orderValue = (text: string) => (text.trim() ? Number(text) : null);

/**
 * One stage: name and order edited in place, saved (naming the version it shows, so another admin's
 * change meanwhile is a conflict that reloads the stages) or deleted (refused while bands play on it).
 */
function StageRow({ stage, onChanged }: { stage: AdminStageFragment; onChanged: () => Promise<unknown> }) {
  const [name, setName] = useState(stage.name);
  const [order, setOrder] = useState(String(stage.order));
  const [updateStage, { loading: saving }] = useMutation(AdminUpdateStageDocument);
  const [deleteStage, { loading: deleting }] = useMutation(AdminDeleteStageDocument);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await updateStage({ variables: { id: stage._id, input: withVersion({ name, order: orderValue(order) }, stage.updatedAt) } });
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
    <HStack as="form" onSubmit={save} gap="2" flexWrap={{ base: 'wrap', md: 'nowrap' }} data-testid="stage-row">
      <Input aria-label={`Name of ${stage.name}`} value={name} onChange={(e) => setName(e.target.value)} flex="1" minW="40" />
      <Input aria-label={`Order of ${stage.name}`} value={order} onChange={(e) => setOrder(e.target.value)} type="number" min={1} w="24" />
      <Button type="submit" size="sm" variant="outline" loading={saving} aria-label={`Save ${stage.name}`}>
        <LuSave aria-hidden /> Save
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" onClick={remove} loading={deleting} aria-label={`Delete ${stage.name}`}>
        <LuTrash2 aria-hidden /> Delete
      </Button>
    </HStack>
  );
}

/** The Stages card of the lineup screen: the stages in running-order column order, and a form to add one. */
export function StagesCard() {
  const { data, refetch } = useQuery(AdminStagesDocument, { fetchPolicy: 'cache-and-network' });
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
      description="Set times are scheduled on a stage. Lower order comes first in the running order."
      mb="6"
      as="section"
      aria-labelledby="stages-title"
    >
      <Stack gap="3">
        {stages.length === 0 && <Text color="fg.muted">No stages yet.</Text>}
        {stages.map((stage) => (
          // Keyed by version: a reloaded stage (saved here or elsewhere) starts its row afresh.
          <StageRow key={`${stage._id}-${stage.updatedAt}`} stage={stage} onChanged={refetch} />
        ))}
        <HStack as="form" onSubmit={add} gap="2" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
          <Input aria-label="New stage name" placeholder="New stage name" value={name} onChange={(e) => setName(e.target.value)} flex="1" minW="40" />
          <Input aria-label="New stage order" placeholder="Order" value={order} onChange={(e) => setOrder(e.target.value)} type="number" min={1} w="24" />
          <Button type="submit" size="sm" colorPalette="blood" loading={loading}>
            <LuPlus aria-hidden /> Add Stage
          </Button>
        </HStack>
      </Stack>
    </SectionCard>
  );
}
