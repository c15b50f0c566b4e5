import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { FormApi } from 'final-form';
import type { ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { TextAreaField, TextField } from '../common/FormField';
import { moveItem, newFaqKey, type FaqDraft, type PartialDraft } from './infoForm';

/**
 * The FAQ's items in their order (moved up and down, deleted, added). `beside` puts the English
 * under a text edited in Romanian; `fixed`: the items are the English page's (Romanian translates
 * them, it neither adds, removes nor reorders), so those controls are off.
 */
export function InfoFaqSection({ form, faq, beside, fixed }: { form: FormApi<PartialDraft>; faq: Partial<FaqDraft>[]; beside: (name: string) => ReactNode; fixed: boolean }) {
  return (
    <>
      {faq.length === 0 && <Text color="fg.muted">No FAQ items yet.</Text>}
      {faq.map((item, i) => (
        // Keyed by position: a field is named by its index, so after a delete the boxes
        // must stay bound to the indexes (the values move, the fields do not).
        <Box key={i} borderWidth="1px" borderColor="border" rounded="md" p="4" data-testid="faq-item">
          <HStack justify="space-between" mb="3">
            <Text fontWeight="semibold">Question {i + 1}</Text>
            {!fixed && (
              <HStack gap="1">
                <IconButton aria-label={`Move FAQ item ${i + 1} up`} size="sm" variant="ghost" disabled={i === 0} onClick={() => form.change('faq', moveItem(faq, i, i - 1))}>
                  <LuArrowUp />
                </IconButton>
                <IconButton aria-label={`Move FAQ item ${i + 1} down`} size="sm" variant="ghost" disabled={i === faq.length - 1} onClick={() => form.change('faq', moveItem(faq, i, i + 1))}>
                  <LuArrowDown />
                </IconButton>
                <IconButton aria-label={`Delete FAQ item ${i + 1}`} size="sm" variant="ghost" colorPalette="red" onClick={() => form.change('faq', faq.filter((f) => f.key !== item.key))}>
                  <LuTrash2 />
                </IconButton>
              </HStack>
            )}
          </HStack>
          <Stack gap="3">
            <Box>
              <TextField name={`faq[${i}].question`} label="Question" />
              {beside(`faq[${i}].question`)}
            </Box>
            <Box>
              <TextAreaField name={`faq[${i}].answer`} label="Answer" />
              {beside(`faq[${i}].answer`)}
            </Box>
          </Stack>
        </Box>
      ))}
      {!fixed && (
        <Box>
          <Button variant="outline" onClick={() => form.change('faq', [...faq, { key: newFaqKey(), question: '', answer: '' }])}>
            <LuPlus aria-hidden /> Add FAQ Item
          </Button>
        </Box>
      )}
    </>
  );
}
