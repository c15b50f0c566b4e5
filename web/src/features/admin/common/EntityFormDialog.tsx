import { Box, Button, Text } from '@chakra-ui/react';
import { LuHistory } from 'react-icons/lu';
import { HistoryPanel } from '../history/HistoryPanel';
import { useContext, useState, type ReactNode } from 'react';
import { FORM_ERROR, type FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { errorCodes, errorMessage, fieldErrors } from '../../../shared/api/errors';
import type { FormErrors } from '../../../shared/lib/formValidator';
import { FormDialog, type FormDialogProps } from './FormDialog';
import { submitErrors } from './FormField';
import { ImageDropzone } from './ImageDropzone';
import { notifySuccess } from './notify';
import { hasTypedChanges } from './unsavedChanges';
import { ConflictReview, conflictingFields, snapshotOf, type ConflictField } from './editConflict';
import { EditedItemReload } from './editedItem';
import { handleSaveError } from './versions';

/** A save may say what it did otherwise than the screen's words (saved into a release, #35): `{notice}`. */
const noticeOf = (saved: unknown): string | undefined =>
  saved && typeof saved === 'object' && 'notice' in saved && typeof saved.notice === 'string' ? saved.notice : undefined;

/** The image picked in a dialog: a new file replaces, `remove` clears the saved one, neither keeps it. */
export interface ImageChoice {
  file: File | null;
  remove: boolean;
}

export interface EntityFormDialogProps<Item extends { _id: string; updatedAt?: string | null }, Values> {
  open: boolean;
  /** The item being edited, or null to add one. */
  item: Item | null;
  onClose: () => void;
  onSaved: () => void;
  title: { add: string; edit: string };
  submitLabel: { add: string; edit: string };
  /** Success toasts and the failure fallback, e.g. 'Band added successfully'. */
  messages: { added: string; updated: string; failed: string };
  initialValues: (item: Item | null) => Values;
  validate: (values: Partial<Values>) => FormErrors;
  /** Creates (item null) or updates the item (naming its version: `withVersion(input, item.updatedAt)`); throws on failure; may answer `{notice}`, the success toast's words. */
  save: (values: Values, item: Item | null, image: ImageChoice) => Promise<unknown>;
  /** The one image of the entity: its heading, drop-zone label and the saved path (none: a collection without a file). */
  image?: {
    heading: string;
    label: string;
    current: (item: Item) => string | null | undefined;
    previewRatio?: number;
    /** The size limit the server applies to this image (default 5 MB). */
    maxSizeMb?: number;
    previewFit?: 'cover' | 'contain';
  };
  size?: FormDialogProps['size'];
  /** The submit button's words for what the form holds now (drafts: Save as draft, Schedule); the default otherwise. */
  submitLabelFor?: (values: Values) => string | undefined;
  /** The collection keeps versions (its definition says `history`): editing shows a History panel (#34). */
  history?: { collection: string };
  /**
   * The fields; `imageField` is the image section (none without `image`), placed where the form wants it. A refusal about
   * the item as a whole (a conflict, e.g. an overlapping set) is shown by a field that reads it
   * (`useFormError`, FormField.tsx).
   */
  children: (imageField: ReactNode) => ReactNode;
}

/**
 * The add/edit dialog every admin collection uses: a react-final-form form validated with the
 * shared schema, one image with preview and removal, success and failure toasts, and the server's
 * field errors shown inline. A save refused because someone else changed the item meanwhile shows
 * the server's message and reloads the item, keeping what was typed (and the picked image): where
 * both changed a field, their saved version is shown beside the typed one to keep either.
 */
export function EntityFormDialog<Item extends { _id: string; updatedAt?: string | null }, Values>(props: EntityFormDialogProps<Item, Values>) {
  const { open, item, onClose, onSaved, title, submitLabel, messages, initialValues, validate, save, image, size, children, history, submitLabelFor } = props;
  const [showHistory, setShowHistory] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [remove, setRemove] = useState(false);
  const [conflict, setConflict] = useState<ConflictField[] | null>(null);
  const reloadEdited = useContext(EditedItemReload);

  const resetImage = () => {
    setFile(null);
    setRemove(false);
  };

  const close = () => {
    resetImage();
    setConflict(null);
    setShowHistory(false);
    onClose();
  };

  const onSubmit = async (values: Values, form: FormApi<Values>) => {
    try {
      const saved = await save(values, item, { file, remove: remove && !file });
      notifySuccess(noticeOf(saved) ?? (item ? messages.updated : messages.added));
      resetImage();
      setConflict(null);
      onSaved();
    } catch (error) {
      // A colleague saved first: the item is reloaded (the next save names their version), the
      // form keeps what was typed (keepDirtyOnReinitialize) and shows what both changed.
      const before = snapshotOf(form);
      const reload = async () => {
        const fresh = item ? ((await reloadEdited?.(item._id)) as Item | undefined) : undefined;
        if (fresh) setConflict(conflictingFields(before, initialValues(fresh) as object));
      };
      if (await handleSaveError(error, messages.failed, reload, { keepsTyping: true })) return undefined;
      // Another conflict (a set overlapping another on its stage) is shown in the form.
      if (errorCodes(error).includes('CONFLICT')) return { [FORM_ERROR]: errorMessage(error) };
      return submitErrors(fieldErrors(error));
    }
    return undefined;
  };

  const imageField = image && (
    <Box>
      <Text as="h3" fontSize="sm" fontWeight="medium" mb="2">
        {image.heading}
      </Text>
      <ImageDropzone
        label={image.label}
        file={file}
        onFileChange={setFile}
        currentImage={item && !remove ? image.current(item) : null}
        onRemoveCurrent={() => setRemove(true)}
        maxSizeMb={image.maxSizeMb ?? 5}
        previewRatio={image.previewRatio}
        previewFit={image.previewFit}
      />
    </Box>
  );

  return (
    <Form<Values>
      key={`${item?._id ?? 'new'}-${open}`}
      onSubmit={onSubmit}
      // A reloaded item (after a conflict) has other values: react-final-form then starts again from them.
      initialValues={initialValues(item)}
      validate={validate}
      keepDirtyOnReinitialize
      render={({ handleSubmit, submitting, dirtyFields, values }) => (
        <FormDialog
          open={open}
          onClose={close}
          title={item ? title.edit : title.add}
          submitLabel={submitLabelFor?.(values) ?? (item ? submitLabel.edit : submitLabel.add)}
          submitting={submitting}
          onSubmit={handleSubmit}
          size={size}
          dirty={hasTypedChanges(dirtyFields) || !!file || remove}
        >
          {item && history && (
            <Box mb="4">
              <Button size="sm" variant="outline" onClick={() => setShowHistory((shown) => !shown)} aria-expanded={showHistory}>
                <LuHistory aria-hidden /> {showHistory ? 'Hide history' : 'History'}
              </Button>
              {showHistory && (
                <Box mt="3">
                  <HistoryPanel
                    collection={history.collection}
                    id={item._id}
                    current={item as unknown as Record<string, unknown>}
                    onRestored={() => {
                      setShowHistory(false);
                      onSaved();
                    }}
                  />
                </Box>
              )}
            </Box>
          )}
          {conflict && <ConflictReview fields={conflict} />}
          {children(imageField)}
        </FormDialog>
      )}
    />
  );
}
