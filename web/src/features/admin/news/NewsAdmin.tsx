import { Box, Button, Card, Center, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { LuExternalLink, LuNewspaper, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { AdminDeleteArticleDocument, AdminNewsDocument, type AdminArticleFragment } from '../../../gql/graphql';
import { formatDate } from '../../../shared/lib/format';
import { imageUrl } from '../../../shared/lib/imagePath';
import { LoadingBlock, PageHeader } from '../common/PageHeader';
import { useCollectionEditor } from '../common/useCollectionEditor';
import { ArticleFormDialog } from './ArticleFormDialog';


/** /admin/news: the articles with View (new tab), Edit and Delete, and 'Create Article'. */
export function NewsAdmin() {
  const { data, loading, error, refetch } = useQuery(AdminNewsDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteArticle] = useMutation(AdminDeleteArticleDocument);
  const editor = useCollectionEditor<AdminArticleFragment>({
    loadError: error,
    loadFailed: 'Failed to load articles',
    remove: (id) => deleteArticle({ variables: { id } }),
    deleted: 'Article deleted successfully',
    deleteFailed: 'Failed to delete article',
    reload: refetch,
  });

  const articles = data?.news ?? [];

  return (
    <Box>
      <PageHeader
        title="News Management"
        description="Write, edit and remove news articles."
        actions={
          <Button
            colorPalette="blood"
            onClick={editor.openAdd}
          >
            <LuPlus aria-hidden /> Create Article
          </Button>
        }
      />
      {loading && !data ? (
        <LoadingBlock />
      ) : articles.length === 0 ? (
        <Text color="fg.muted">No articles yet. Use Create Article to write the first one.</Text>
      ) : (
        <Stack gap="4">
          {articles.map((article) => (
            <Card.Root key={article._id} variant="outline" bg="bg.panel" overflow="hidden" data-testid="article-row">
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
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => editor.openEdit(article)}
                      aria-label={`Edit ${article.title}`}
                    >
                      <LuPencil aria-hidden /> Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => editor.remove(article)}
                      loading={editor.deleting === article._id}
                      aria-label={`Delete ${article.title}`}
                    >
                      <LuTrash2 aria-hidden /> Delete
                    </Button>
                  </HStack>
                </Stack>
              </Flex>
            </Card.Root>
          ))}
        </Stack>
      )}
      <ArticleFormDialog
        open={editor.open}
        article={editor.editing}
        onClose={editor.close}
        onSaved={editor.saved}
      />
    </Box>
  );
}
