/** The three admin-edited collections with one image each: lineup (bands), news and archives. */
import { PERFORMANCE_DAYS } from '@domain/bands';
import { MAX_NEWS_LIMIT } from '@domain/news';
import { admin, arrayOf, envelope, errors, formOrJson, idParam, limitParam, ok, schemaRef, type Json } from '../helpers';

interface Collection {
  /** Path under /api. */
  path: string;
  tag: string;
  /** Component names: the DTO, its JSON input and multipart form. */
  schema: string;
  /** Response envelope key of one item, e.g. `band`. */
  key: string;
  /** Names used in operation ids and summaries. */
  one: string;
  many: string;
  file: string;
  list: { summary: string; response: Json; parameters?: Json[]; errors?: number[] };
  create: string;
  /** Refusals of a write beyond the usual ones (e.g. 409 for a set overlapping another). */
  writeErrors?: number[];
  wording: { get: string; update: string; remove: string };
}

function collectionPaths(c: Collection) {
  const Name = c.one[0]!.toUpperCase() + c.one.slice(1);
  const body = formOrJson(`${c.schema}Form`, `${c.schema}Input`);
  const item = (description: string) => ok(description, envelope(c.key, schemaRef(c.schema)));
  const id = [idParam(c.one)];
  return {
    [`/api/${c.path}`]: {
      get: {
        tags: [c.tag],
        operationId: `list${c.many}`,
        summary: c.list.summary,
        ...(c.list.parameters ? { parameters: c.list.parameters } : {}),
        responses: { 200: c.list.response, ...errors(...(c.list.errors ?? [])) },
      },
      post: {
        tags: [c.tag],
        operationId: `create${Name}`,
        summary: c.create,
        security: admin,
        requestBody: body,
        responses: { 201: item('Created.'), ...errors(400, 401, 403, ...(c.writeErrors ?? []), 413, 415) },
      },
    },
    [`/api/${c.path}/{id}`]: {
      get: { tags: [c.tag], operationId: `get${Name}`, summary: c.wording.get, parameters: id, responses: { 200: item(`The ${c.one}.`), ...errors(404) } },
      put: {
        tags: [c.tag],
        operationId: `update${Name}`,
        summary: c.wording.update,
        description: `No file keeps the ${c.file}; a new file replaces it (the old file is deleted); an empty \`${c.file}\` value clears it.`,
        security: admin,
        parameters: id,
        requestBody: body,
        responses: { 200: item('Updated.'), ...errors(400, 401, 403, 404, 409, ...(c.writeErrors ?? []), 413, 415) },
      },
      delete: {
        tags: [c.tag],
        operationId: `delete${Name}`,
        summary: c.wording.remove,
        security: admin,
        parameters: id,
        responses: { 200: ok(`Deleted, with its ${c.file} file.`, schemaRef('Deleted')), ...errors(401, 403, 404) },
      },
    },
  };
}

export const collectionPathItems = {
  ...collectionPaths({
    path: 'lineup',
    tag: 'lineup',
    schema: 'Band',
    key: 'band',
    one: 'band',
    many: 'Bands',
    file: 'image',
    list: {
      summary: 'Every band, by performance day then order',
      parameters: [
        {
          name: 'performanceDay',
          in: 'query',
          required: false,
          description: `One of the active festival's day labels (by default ${PERFORMANCE_DAYS.map((d) => `'${d}'`).join(', ')}); another is a 400.`,
          schema: { type: 'string', examples: [PERFORMANCE_DAYS[0]] },
        },
      ],
      response: ok('A bare JSON array of bands.', arrayOf('Band')),
      errors: [400],
    },
    create: 'Add a band (optional image, 5 MB)',
    writeErrors: [409],
    wording: { get: 'One band', update: 'Change a band', remove: 'Remove a band and its image' },
  }),
  ...collectionPaths({
    path: 'news',
    tag: 'news',
    schema: 'Article',
    key: 'article',
    one: 'article',
    many: 'Articles',
    file: 'image',
    list: {
      summary: 'Articles, newest publishedAt first',
      parameters: [limitParam(MAX_NEWS_LIMIT)],
      response: ok('Articles.', envelope('articles', arrayOf('Article'))),
      errors: [400],
    },
    create: 'Publish an article (optional image, 5 MB)',
    wording: { get: 'One article', update: 'Change an article', remove: 'Remove an article and its image' },
  }),
  ...collectionPaths({
    path: 'archives',
    tag: 'archives',
    schema: 'Archive',
    key: 'archive',
    one: 'archive',
    many: 'Archives',
    file: 'poster',
    list: { summary: 'Past editions', response: ok('Editions.', envelope('archives', arrayOf('Archive'))) },
    create: 'Add a past edition (optional poster, 5 MB)',
    wording: { get: 'One past edition', update: 'Change a past edition', remove: 'Remove a past edition and its poster' },
  }),
};
