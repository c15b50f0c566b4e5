import { Button, Card, Center, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink, LuNewspaper } from 'react-icons/lu';
import { AdminDeleteArticleDocument, AdminNewsDocument } from '../gql/graphql';
import { formatDate } from '../../../shared/lib/format';
import { imageUrl } from '../../../shared/lib/imagePath';
import { CollectionScreen, ItemActions, useCollection } from '../common/CollectionScreen';
import { ArticleFormDialog } from './ArticleFormDialog';

/** /admin/news: the articles with View (new tab), Edit and Delete, and 'Create Article'. */
export function NewsAdmin() {
  const collection = useCollection(AdminNewsDocument, (data) => data.news, AdminDeleteArticleDocument, {
    loadFailed: 'Failed to load articles',
    deleted: 'Article deleted successfully',
    deleteFailed: 'Failed to delete article',
  });
  const { editor } = collection;

  return (
    <CollectionScreen
      collection={collection}
      title="News Management"
      description="Write, edit and remove news articles."
      addLabel="Create Article"
      emptyText="No articles yet. Use Create Article to write the first one."
      itemTestId="article-row"
      renderItem={(article) => (
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
                <a href={`/news/${article._id}`} target="_blank" rel="noopener noreferrer" aria-label={`View ${article.title} (opens in a new tab)`}>
                  <LuExternalLink aria-hidden /> View
                </a>
              </Button>
              <ItemActions item={article} name={article.title} editor={editor} />
            </HStack>
          </Stack>
        </Flex>
      )}
      dialog={<ArticleFormDialog open={editor.open} article={editor.editing} onClose={editor.close} onSaved={editor.saved} />}
    />
  );
}
