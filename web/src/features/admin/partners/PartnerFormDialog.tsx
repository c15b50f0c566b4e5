import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { DEFAULT_PARTNER_ORDER, partnerInputSchema, PARTNER_TIERS, type PartnerTier } from '@domain/partners';
import { AdminCreatePartnerDocument, AdminUpdatePartnerDocument, type AdminPartnerFragment, type PartnerInput } from '../gql/graphql';
import { formValidator } from '../../../shared/lib/formValidator';
import { EntityFormDialog, type ImageChoice } from '../common/EntityFormDialog';
import { SelectField, TextField } from '../common/FormField';
import { withVersion } from '../common/versions';
import type { FieldsOf, FormValuesOf, SubmittedInput } from '../common/formValues';

export const TIER_LABELS: Record<PartnerTier, string> = { headline: 'Headline partner', main: 'Main partner', partner: 'Partner' };

export type PartnerFormValues = FormValuesOf<typeof partnerInputSchema>;

/** Add mode: the lowest tier and order 999 (last); edit mode shows what is stored. */
export function partnerInitialValues(partner: AdminPartnerFragment | null): PartnerFormValues {
  return {
    name: partner?.name ?? '',
    url: partner?.url ?? '',
    tier: partner?.tier ?? 'partner',
    order: String(partner?.order ?? DEFAULT_PARTNER_ORDER),
  };
}

/** The shared partner rules: name required, the link http(s) or empty, a known tier, a whole order ≥ 1. */
export const validatePartner = formValidator<PartnerFormValues>(partnerInputSchema);

export function toPartnerInput(values: PartnerFormValues, image: ImageChoice): PartnerInput {
  const order = values.order?.toString().trim();
  const fields = {
    name: values.name.trim(),
    url: values.url?.trim() ?? '',
    tier: values.tier as PartnerTier,
    order: order ? Number(order) : DEFAULT_PARTNER_ORDER,
  } satisfies SubmittedInput<PartnerFormValues, PartnerInput>;
  return {
    ...fields,
    ...(image.file ? { logo: image.file } : {}),
    ...(image.remove ? { removeLogo: true } : {}),
  };
}

const PARTNER_FIELDS: FieldsOf<PartnerFormValues> = {
  name: <TextField name="name" label="Name" required />,
  url: <TextField name="url" label="Website" type="url" placeholder="https://example.com" helperText="The logo links here; leave empty for none." />,
  tier: <SelectField name="tier" label="Tier" options={PARTNER_TIERS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }))} required />,
  order: <TextField name="order" label="Order" type="number" min={1} helperText="Lower numbers come first within a tier." />,
};

export function PartnerFormDialog({
  open,
  partner,
  onClose,
  onSaved,
}: {
  open: boolean;
  partner: AdminPartnerFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [createPartner] = useMutation(AdminCreatePartnerDocument);
  const [updatePartner] = useMutation(AdminUpdatePartnerDocument);

  const save = (values: PartnerFormValues, item: AdminPartnerFragment | null, image: ImageChoice) => {
    const input = toPartnerInput(values, image);
    return item ? updatePartner({ variables: { id: item._id, input: withVersion(input, item.updatedAt) } }) : createPartner({ variables: { input } });
  };

  return (
    <EntityFormDialog<AdminPartnerFragment, PartnerFormValues>
      open={open}
      item={partner}
      onClose={onClose}
      onSaved={onSaved}
      title={{ add: 'Add New Partner', edit: 'Edit Partner' }}
      submitLabel={{ add: 'Add Partner', edit: 'Update Partner' }}
      messages={{ added: 'Partner created successfully', updated: 'Partner updated successfully', failed: 'Failed to save partner' }}
      initialValues={partnerInitialValues}
      validate={validatePartner}
      save={save}
      image={{ heading: 'Logo', label: 'Partner logo', current: (item) => item.logo, maxSizeMb: 2, previewFit: 'contain' }}
    >
      {(imageField) => (
        <Stack gap="4">
          {PARTNER_FIELDS.name}
          {PARTNER_FIELDS.url}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {PARTNER_FIELDS.tier}
            {PARTNER_FIELDS.order}
          </SimpleGrid>
          {imageField}
        </Stack>
      )}
    </EntityFormDialog>
  );
}
