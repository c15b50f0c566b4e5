import { Box, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { AdminCreateArticleDocument, AdminUpdateArticleDocument, type AdminArticleFragment, type NewsInput } from '../../../gql/graphql';
import { fieldErrors } from '../../../shared/api/errors';
import { FormDialog } from '../common/FormDialog';
import { TextAreaField, TextField, submitErrors } from '../common/FormField';
import { ImageDropzone } from '../common/ImageDropzone';
import { notifyError, notifySuccess } from '../common/notify';

export interface ArticleFormValues {
  title: string;
  excerpt: string;
  content: string;
  /** YYYY-MM-DD (date input). */
  publishedAt: string;
}

const today = () => new Date().toISOString().slice(0, 10);

export function articleInitialValues(article: AdminArticleFragment | null): ArticleFormValues {
  return {
    title: article?.title ?? '',
    excerpt: article?.excerpt ?? '',
    content: article?.content ?? '',
    publishedAt: article?.publishedAt ? article.publishedAt.slice(0, 10) : today(),
  };
}

/** Title, excerpt, content, publishedAt required. */
export function validateArticle(values: Partial<ArticleFormValues>) {
  const errors: Partial<Record<keyof ArticleFormValues, string>> = {};
  if (!values.title?.trim()) errors.title = 'Title is required';
  if (!values.excerpt?.trim()) errors.excerpt = 'Excerpt is required';
  if (!values.content?.trim()) errors.content = 'Content is required';
  if (!values.publishedAt?.trim()) errors.publishedAt = 'Published date is required';
  else if (Number.isNaN(Date.parse(`${values.publishedAt}T00:00:00Z`))) errors.publishedAt = 'Invalid date';
  return errors;
}

/**
 * The date input gives a day. A new article is published at that day's midnight UTC; an edited one
 * keeps its time of day when the day is unchanged (so saving does not reorder the news list).
 */
export function publishedAtInstant(day: string, previous?: string | null): string {
  if (previous && previous.slice(0, 10) === day) return previous;
  return new Date(`${day}T00:00:00.000Z`).toISOString();
}

export function ArticleFormDialog({
  open,
  article,
  onClose,
  onSaved,
}: {
  open: boolean;
  article: AdminArticleFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [createArticle] = useMutation(AdminCreateArticleDocument);
  const [updateArticle] = useMutation(AdminUpdateArticleDocument);

  const close = () => {
    setFile(null);
    setRemoveImage(false);
    onClose();
  };

  const onSubmit = async (values: ArticleFormValues) => {
    const input: NewsInput = {
      title: values.title.trim(),
      excerpt: values.excerpt.trim(),
      content: values.content,
      publishedAt: publishedAtInstant(values.publishedAt, article?.publishedAt),
      ...(article?.author ? { author: article.author } : {}),
      ...(article ? { tags: article.tags } : {}),
      ...(file ? { image: file } : {}),
      ...(removeImage && !file ? { removeImage: true } : {}),
    };
    try {
      if (article) {
        await updateArticle({ variables: { id: article._id, input } });
        notifySuccess('Article updated successfully');
      } else {
        await createArticle({ variables: { input } });
        notifySuccess('Article created successfully');
      }
      setFile(null);
      setRemoveImage(false);
      onSaved();
    } catch (error) {
      notifyError(error, 'Failed to save article');
      return submitErrors(fieldErrors(error));
    }
    return undefined;
  };

  return (
    <Form<ArticleFormValues>
      key={`${article?._id ?? 'new'}-${open}`}
      onSubmit={onSubmit}
      initialValues={articleInitialValues(article)}
      validate={validateArticle}
      render={({ handleSubmit, submitting }) => (
        <FormDialog
          open={open}
          onClose={close}
          title={article ? 'Edit Article' : 'Create New Article'}
          submitLabel={article ? 'Update Article' : 'Create Article'}
          submitting={submitting}
          onSubmit={handleSubmit}
          size="xl"
        >
          <Stack gap="4">
            <Box>
              <Text as="h3" fontSize="sm" fontWeight="medium" mb="2">
                Featured Image
              </Text>
              <ImageDropzone
                label="Featured image"
                file={file}
                onFileChange={setFile}
                currentImage={article && !removeImage ? article.image : null}
                onRemoveCurrent={() => setRemoveImage(true)}
                maxSizeMb={5}
              />
            </Box>
            <TextField name="title" label="Title" required />
            <TextAreaField name="excerpt" label="Excerpt" required rows={3} />
            <TextAreaField name="content" label="Content" required rows={12} helperText="Separate paragraphs with line breaks." />
            <TextField name="publishedAt" label="Published Date" type="date" required />
          </Stack>
        </FormDialog>
      )}
    />
  );
}
