import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Query guards. The SDL has no cycles, so the deepest honest operation is ~4 levels
 * (`bands { socialLinks { facebook } }` inside a fragment); the numbers leave room for fragments
 * and tooling while refusing abuse before anything runs (validation → 400 GRAPHQL_VALIDATION_FAILED).
 */
export const LIMITS = {
  /**
   * Selection depth of the data, fragments flattened (a fragment spread is not a level: shared
   * fragments such as ImageVariantsFields inside ArticleFields must not count twice); graphql-armor,
   * `__schema` introspection exempt.
   */
  maxDepth: 8,
  /** graphql-armor cost: 2 per object, 1 per scalar, ×1.5 per level. The admin dashboard costs ~250. */
  maxCost: 3000,
  /** Aliases per operation (stops `a1: bands ... a500: bands`). */
  maxAliases: 15,
  /** Directives per operation. */
  maxDirectives: 20,
  /** Lexical tokens per document (graphql-js `parse({maxTokens})`, → 400 GRAPHQL_PARSE_FAILED). */
  maxTokens: 2000,
} as const;

/** graphql-armor's validation rules. Its token limit and suggestion masking are replaced by Apollo's own options. */
export function armor() {
  const { validationRules } = new ApolloArmor({
    maxDepth: { n: LIMITS.maxDepth, flattenFragments: true, exposeLimits: true },
    costLimit: { maxCost: LIMITS.maxCost, exposeLimits: true },
    maxAliases: { n: LIMITS.maxAliases, exposeLimits: true },
    maxDirectives: { n: LIMITS.maxDirectives, exposeLimits: true },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return validationRules;
}
