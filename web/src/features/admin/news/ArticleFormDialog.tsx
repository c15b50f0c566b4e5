import { Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { newsInputSchema } from '@domain/news';
import { AdminCreateArticleDocument, AdminUpdateArticleDocument, type AdminArticleFragment, type NewsInput } from '../gql/graphql';
import { formValidator } from '../../../shared/lib/formValidator';
import { EntityFormDialog, type ImageChoice } from '../common/EntityFormDialog';
import { withVersion } from '../common/versions';
import { TextAreaField, TextField } from '../common/FormField';
import type { FieldsOf, FormValuesOf, SubmittedInput } from '../common/formValues';

/**
 * The spec's article form: title, excerpt, content and the day (YYYY-MM-DD, a date input); author
 * and tags are not on it (API only), and an update leaves them as they are.
 */
export type ArticleFormValues = FormValuesOf<typeof newsInputSchema, 'author' | 'tags'>;

const today = () => new Date().toISOString().slice(0, 10);

export function articleInitialValues(article: AdminArticleFragment | null): ArticleFormValues {
  return {
    title: article?.title ?? '',
    excerpt: article?.excerpt ?? '',
    content: article?.content ?? '',
    publishedAt: article?.publishedAt ? article.publishedAt.slice(0, 10) : today(),
  };
}

/** The shared article rules for the fields the form edits (author and tags are kept as they are). */
export const validateArticle = formValidator<ArticleFormValues>(
  newsInputSchema.pick({ title: true, excerpt: true, content: true, publishedAt: true }),
);

/**
 * The date input gives a day. A new article is published at that day's midnight UTC; an edited one
 * keeps its time of day when the day is unchanged (so saving does not reorder the news list).
 */
export function publishedAtInstant(day: string, previous?: string | null): string {
  if (previous && previous.slice(0, 10) === day) return previous;
  return new Date(`${day}T00:00:00.000Z`).toISOString();
}

const ARTICLE_FIELDS: FieldsOf<ArticleFormValues> = {
  title: <TextField key="title" name="title" label="Title" required />,
  excerpt: <TextAreaField key="excerpt" name="excerpt" label="Excerpt" required rows={3} />,
  content: <TextAreaField key="content" name="content" label="Content" required rows={12} helperText="Separate paragraphs with line breaks." />,
  publishedAt: <TextField key="publishedAt" name="publishedAt" label="Published Date" type="date" required />,
};

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
  const [createArticle] = useMutation(AdminCreateArticleDocument);
  const [updateArticle] = useMutation(AdminUpdateArticleDocument);

  const save = (values: ArticleFormValues, item: AdminArticleFragment | null, image: ImageChoice) => {
    const fields = {
      title: values.title.trim(),
      excerpt: values.excerpt.trim(),
      content: values.content,
      publishedAt: publishedAtInstant(values.publishedAt, item?.publishedAt),
    } satisfies SubmittedInput<ArticleFormValues, NewsInput>;
    const input: NewsInput = {
      ...fields,
      ...(image.file ? { image: image.file } : {}),
      ...(image.remove ? { removeImage: true } : {}),
    };
    return item ? updateArticle({ variables: { id: item._id, input: withVersion(input, item.updatedAt) } }) : createArticle({ variables: { input } });
  };

  return (
    <EntityFormDialog<AdminArticleFragment, ArticleFormValues>
      open={open}
      item={article}
      onClose={onClose}
      onSaved={onSaved}
      title={{ add: 'Create New Article', edit: 'Edit Article' }}
      submitLabel={{ add: 'Create Article', edit: 'Update Article' }}
      messages={{ added: 'Article created successfully', updated: 'Article updated successfully', failed: 'Failed to save article' }}
      initialValues={articleInitialValues}
      validate={validateArticle}
      save={save}
      image={{ heading: 'Featured Image', label: 'Featured image', current: (item) => item.image }}
      size="xl"
    >
      {(imageField) => (
        <Stack gap="4">
          {imageField}
          {Object.values(ARTICLE_FIELDS)}
        </Stack>
      )}
    </EntityFormDialog>
  );
}
