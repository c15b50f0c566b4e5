import { Button, Card, Center, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink, LuNewspaper } from 'react-icons/lu';
import { newsInputSchema } from '@domain/news';
import { formatDate } from '../../../shared/lib/format';
import { formValidator } from '../../../shared/lib/formValidator';
import { imageUrl } from '../../../shared/lib/imagePath';
import { CollectionAdmin } from '../common/CollectionAdmin';
import { TextAreaField, TextField } from '../common/FormField';
import type { FormValuesOf } from '../common/formValues';
import { formLayout } from '../common/formLayout';

/**
 * The spec's article form: title, excerpt, content and the day (YYYY-MM-DD, a date input); author
 * and tags are not on it (API only), and an update leaves them as they are.
 */
export type ArticleFormValues = FormValuesOf<typeof newsInputSchema, 'author' | 'tags'>;

const today = () => new Date().toISOString().slice(0, 10);

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

/** The year filter's choices: this year and the fifteen before it (the server takes any year). */
const newsYears = () => Array.from({ length: 16 }, (_, i) => String(new Date().getFullYear() - i)).map((y) => ({ value: y, label: y }));

/** /admin/news: the articles with View (new tab), Edit and Delete, and 'Create Article'. */
export function NewsAdmin() {
  return (
    <CollectionAdmin
      collection="news"
      description="Write, edit and remove news articles."
      texts={{
        addLabel: 'Create Article',
        emptyText: 'No articles yet. Use Create Article to write the first one.',
        dialogTitle: { add: 'Create New Article', edit: 'Edit Article' },
        submitLabel: { add: 'Create Article', edit: 'Update Article' },
      }}
      list={{
        filters: [{ name: 'year', label: 'Year', allLabel: 'All years', options: newsYears(), parse: Number }],
        card: (article, actions) => (
          <Flex direction={{ base: 'column', md: 'row' }}>
            {article.image ? (
              <Image
                src={imageUrl(article.image)}
                alt={article.title}
                w={{ base: 'full', md: '200px' }}
                h={{ base: '180px', md: 'auto' }}
                minH={{ md: '140px' }}
                objectFit="cover"
                flexShrink={0}
              />
            ) : (
              <Center w={{ base: 'full', md: '200px' }} h={{ base: '120px', md: 'auto' }} minH={{ md: '140px' }} bg="bg.muted" color="fg.muted" flexShrink={0}>
                <LuNewspaper size={36} aria-hidden />
              </Center>
            )}
            <Stack flex="1" p="5" gap="2" minW="0">
              <Card.Title>{article.title}</Card.Title>
              <Text color="fg.muted" lineClamp={2}>
                {article.excerpt}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Published: {formatDate(article.publishedAt)}
              </Text>
              <HStack gap="2" flexWrap="wrap" mt="auto" pt="2">
                <Button asChild size="sm" variant="ghost">
                  <a href={`/news/${article.slug}`} target="_blank" rel="noopener noreferrer" aria-label={`View ${article.title} (opens in a new tab)`}>
                    <LuExternalLink aria-hidden /> View
                  </a>
                </Button>
                {actions}
              </HStack>
            </Stack>
          </Flex>
        ),
      }}
      form={{
        // The day: a date input (the schema's instant is not one the form derives).
        initialValues: (article) => ({ publishedAt: article?.publishedAt ? article.publishedAt.slice(0, 10) : today() }),
        validate: validateArticle,
        toInput: (values, article) => ({ content: values.content, publishedAt: publishedAtInstant(values.publishedAt, article?.publishedAt) }),
        fields: {
          excerpt: <TextAreaField name="excerpt" label="Excerpt" required rows={3} />,
          content: <TextAreaField name="content" label="Content" required rows={12} helperText="Separate paragraphs with line breaks." />,
          publishedAt: <TextField name="publishedAt" label="Published Date" type="date" required />,
        },
        // The featured image first; author and tags are not on the form (FormValuesOf above), so not in its layout.
        layout: formLayout<ArticleFormValues>()(['file', 'title', 'excerpt', 'content', 'publishedAt']),
        image: { heading: 'Featured Image', label: 'Featured image' },
        size: 'xl',
      }}
    />
  );
}
