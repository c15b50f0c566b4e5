/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment StageFields on Stage {\n  _id\n  name\n  order\n}": typeof types.StageFieldsFragmentDoc,
    "fragment ArticleFields on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  content\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n  author\n  tags\n}": typeof types.ArticleFieldsFragmentDoc,
    "query PublicArchives($locale: Locale) {\n  archives(locale: $locale) {\n    ...ArchiveFields\n  }\n}": typeof types.PublicArchivesDocument,
    "fragment SessionUser on User {\n  _id\n  email\n  role\n  createdAt\n}\n\nfragment SignedIn on AuthPayload {\n  accessToken\n  refreshToken\n  user {\n    ...SessionUser\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: CredentialsInput!) {\n  login(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}\n\nmutation AcceptInvite($input: TokenPasswordInput!) {\n  acceptInvite(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation ResetPassword($input: TokenPasswordInput!) {\n  resetPassword(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation VerifyTwoFactor($input: TwoFactorVerifyInput!) {\n  verifyTwoFactor(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input) {\n    mailed\n    message\n  }\n}": typeof types.SessionUserFragmentDoc,
    "mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    message\n  }\n}": typeof types.SendContactMessageDocument,
    "query HomeNews($locale: Locale) {\n  news(limit: 4, locale: $locale) {\n    ...ArticleSummary\n  }\n}": typeof types.HomeNewsDocument,
    "query PublicInfoPage($locale: Locale) {\n  infoPage(locale: $locale) {\n    ...InfoPageFields\n  }\n}": typeof types.PublicInfoPageDocument,
    "query FooterLocation($locale: Locale) {\n  infoPage(locale: $locale) {\n    location {\n      title\n    }\n  }\n}": typeof types.FooterLocationDocument,
    "fragment BandCard on Band {\n  ...BandSearchFields\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  order\n  stageId\n  startsAt\n  endsAt\n}\n\nquery Lineup($locale: Locale) {\n  bands(locale: $locale) {\n    ...BandCard\n  }\n  stages(locale: $locale) {\n    _id\n    name\n    order\n  }\n}\n\nquery LineupDays($locale: Locale) {\n  stages(locale: $locale) {\n    _id\n    name\n    order\n  }\n  activeFestival(locale: $locale) {\n    _id\n    days {\n      label\n    }\n  }\n}\n\nquery LineupDay($day: String!, $limit: Int!, $cursor: String, $locale: Locale) {\n  bandsPage(limit: $limit, cursor: $cursor, performanceDay: $day, locale: $locale) {\n    items {\n      ...BandCard\n    }\n    nextCursor\n    prevCursor\n    total\n  }\n}\n\nfragment BandSearchFields on Band {\n  _id\n  name\n  country\n  genre\n  performanceDay\n}\n\nquery LineupSearch($locale: Locale) {\n  bands(locale: $locale) {\n    ...BandSearchFields\n  }\n}\n\nquery BandDetails($id: ID!, $locale: Locale) {\n  band(id: $id, locale: $locale) {\n    ...BandFields\n  }\n}": typeof types.BandCardFragmentDoc,
    "query NewsList($cursor: String, $locale: Locale) {\n  newsPage(limit: 12, cursor: $cursor, locale: $locale) {\n    items {\n      ...ArticleSummary\n    }\n    nextCursor\n    prevCursor\n    total\n  }\n}\n\nquery NewsArticle($id: ID!, $locale: Locale) {\n  article(id: $id, locale: $locale) {\n    ...ArticleFields\n  }\n}": typeof types.NewsListDocument,
    "mutation LogVisit {\n  logVisit\n}": typeof types.LogVisitDocument,
    "fragment ArticleSummary on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n}\n\nfragment InfoPageFields on InfoPage {\n  location {\n    title\n    address\n    mapEmbedUrl\n  }\n  travel {\n    byAir\n    byCar\n    accommodation\n  }\n  rules {\n    importantGuidelines\n    allowedItems\n    prohibitedItems\n    securityNote\n  }\n  faq {\n    _id\n    question\n    answer\n  }\n}": typeof types.ArticleSummaryFragmentDoc,
    "fragment SiteAssetsFields on SiteAssets {\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n  heroImage\n  heroImageVariants {\n    ...ImageVariantsFields\n  }\n  mobileHeroImage\n  mobileHeroImageVariants {\n    ...ImageVariantsFields\n  }\n  bannerText\n  countdownDate\n  contactEmails {\n    email\n    purpose\n  }\n  copyright\n  gtmId\n  facebook\n  instagram\n  youtube\n  seoTitles\n  seoDescriptions\n  updatedAt\n}\n\nquery SiteAssets($locale: Locale) {\n  siteAssets(locale: $locale) {\n    ...SiteAssetsFields\n  }\n}\n\nquery ActiveFestival($locale: Locale) {\n  activeFestival(locale: $locale) {\n    ...FestivalFields\n  }\n}": typeof types.SiteAssetsFieldsFragmentDoc,
    "fragment ImageVariantsFields on ImageVariants {\n  width\n  height\n  placeholder\n  src\n  sources {\n    type\n    srcSet\n  }\n}": typeof types.ImageVariantsFieldsFragmentDoc,
    "fragment FestivalFields on Festival {\n  _id\n  name\n  dates\n  description\n  location\n  ticketUrl\n  isActive\n  days {\n    label\n    date\n  }\n}": typeof types.FestivalFieldsFragmentDoc,
    "fragment ArchiveFields on Archive {\n  _id\n  year\n  description\n  poster\n  posterVariants {\n    ...ImageVariantsFields\n  }\n  lineup\n}": typeof types.ArchiveFieldsFragmentDoc,
    "query PublicPartners($locale: Locale) {\n  partners(locale: $locale) {\n    ...PartnerFields\n  }\n}": typeof types.PublicPartnersDocument,
    "fragment PartnerFields on Partner {\n  _id\n  name\n  url\n  tier\n  order\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n}": typeof types.PartnerFieldsFragmentDoc,
    "fragment BandFields on Band {\n  _id\n  name\n  country\n  genre\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  performanceDay\n  order\n  biography\n  spotifyEmbed\n  socialLinks {\n    facebook\n    instagram\n    youtube\n    tiktok\n    bandcamp\n    website\n  }\n  stageId\n  startsAt\n  endsAt\n}": typeof types.BandFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment StageFields on Stage {\n  _id\n  name\n  order\n}": types.StageFieldsFragmentDoc,
    "fragment ArticleFields on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  content\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n  author\n  tags\n}": types.ArticleFieldsFragmentDoc,
    "query PublicArchives($locale: Locale) {\n  archives(locale: $locale) {\n    ...ArchiveFields\n  }\n}": types.PublicArchivesDocument,
    "fragment SessionUser on User {\n  _id\n  email\n  role\n  createdAt\n}\n\nfragment SignedIn on AuthPayload {\n  accessToken\n  refreshToken\n  user {\n    ...SessionUser\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: CredentialsInput!) {\n  login(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}\n\nmutation AcceptInvite($input: TokenPasswordInput!) {\n  acceptInvite(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation ResetPassword($input: TokenPasswordInput!) {\n  resetPassword(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation VerifyTwoFactor($input: TwoFactorVerifyInput!) {\n  verifyTwoFactor(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input) {\n    mailed\n    message\n  }\n}": types.SessionUserFragmentDoc,
    "mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    message\n  }\n}": types.SendContactMessageDocument,
    "query HomeNews($locale: Locale) {\n  news(limit: 4, locale: $locale) {\n    ...ArticleSummary\n  }\n}": types.HomeNewsDocument,
    "query PublicInfoPage($locale: Locale) {\n  infoPage(locale: $locale) {\n    ...InfoPageFields\n  }\n}": types.PublicInfoPageDocument,
    "query FooterLocation($locale: Locale) {\n  infoPage(locale: $locale) {\n    location {\n      title\n    }\n  }\n}": types.FooterLocationDocument,
    "fragment BandCard on Band {\n  ...BandSearchFields\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  order\n  stageId\n  startsAt\n  endsAt\n}\n\nquery Lineup($locale: Locale) {\n  bands(locale: $locale) {\n    ...BandCard\n  }\n  stages(locale: $locale) {\n    _id\n    name\n    order\n  }\n}\n\nquery LineupDays($locale: Locale) {\n  stages(locale: $locale) {\n    _id\n    name\n    order\n  }\n  activeFestival(locale: $locale) {\n    _id\n    days {\n      label\n    }\n  }\n}\n\nquery LineupDay($day: String!, $limit: Int!, $cursor: String, $locale: Locale) {\n  bandsPage(limit: $limit, cursor: $cursor, performanceDay: $day, locale: $locale) {\n    items {\n      ...BandCard\n    }\n    nextCursor\n    prevCursor\n    total\n  }\n}\n\nfragment BandSearchFields on Band {\n  _id\n  name\n  country\n  genre\n  performanceDay\n}\n\nquery LineupSearch($locale: Locale) {\n  bands(locale: $locale) {\n    ...BandSearchFields\n  }\n}\n\nquery BandDetails($id: ID!, $locale: Locale) {\n  band(id: $id, locale: $locale) {\n    ...BandFields\n  }\n}": types.BandCardFragmentDoc,
    "query NewsList($cursor: String, $locale: Locale) {\n  newsPage(limit: 12, cursor: $cursor, locale: $locale) {\n    items {\n      ...ArticleSummary\n    }\n    nextCursor\n    prevCursor\n    total\n  }\n}\n\nquery NewsArticle($id: ID!, $locale: Locale) {\n  article(id: $id, locale: $locale) {\n    ...ArticleFields\n  }\n}": types.NewsListDocument,
    "mutation LogVisit {\n  logVisit\n}": types.LogVisitDocument,
    "fragment ArticleSummary on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n}\n\nfragment InfoPageFields on InfoPage {\n  location {\n    title\n    address\n    mapEmbedUrl\n  }\n  travel {\n    byAir\n    byCar\n    accommodation\n  }\n  rules {\n    importantGuidelines\n    allowedItems\n    prohibitedItems\n    securityNote\n  }\n  faq {\n    _id\n    question\n    answer\n  }\n}": types.ArticleSummaryFragmentDoc,
    "fragment SiteAssetsFields on SiteAssets {\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n  heroImage\n  heroImageVariants {\n    ...ImageVariantsFields\n  }\n  mobileHeroImage\n  mobileHeroImageVariants {\n    ...ImageVariantsFields\n  }\n  bannerText\n  countdownDate\n  contactEmails {\n    email\n    purpose\n  }\n  copyright\n  gtmId\n  facebook\n  instagram\n  youtube\n  seoTitles\n  seoDescriptions\n  updatedAt\n}\n\nquery SiteAssets($locale: Locale) {\n  siteAssets(locale: $locale) {\n    ...SiteAssetsFields\n  }\n}\n\nquery ActiveFestival($locale: Locale) {\n  activeFestival(locale: $locale) {\n    ...FestivalFields\n  }\n}": types.SiteAssetsFieldsFragmentDoc,
    "fragment ImageVariantsFields on ImageVariants {\n  width\n  height\n  placeholder\n  src\n  sources {\n    type\n    srcSet\n  }\n}": types.ImageVariantsFieldsFragmentDoc,
    "fragment FestivalFields on Festival {\n  _id\n  name\n  dates\n  description\n  location\n  ticketUrl\n  isActive\n  days {\n    label\n    date\n  }\n}": types.FestivalFieldsFragmentDoc,
    "fragment ArchiveFields on Archive {\n  _id\n  year\n  description\n  poster\n  posterVariants {\n    ...ImageVariantsFields\n  }\n  lineup\n}": types.ArchiveFieldsFragmentDoc,
    "query PublicPartners($locale: Locale) {\n  partners(locale: $locale) {\n    ...PartnerFields\n  }\n}": types.PublicPartnersDocument,
    "fragment PartnerFields on Partner {\n  _id\n  name\n  url\n  tier\n  order\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n}": types.PartnerFieldsFragmentDoc,
    "fragment BandFields on Band {\n  _id\n  name\n  country\n  genre\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  performanceDay\n  order\n  biography\n  spotifyEmbed\n  socialLinks {\n    facebook\n    instagram\n    youtube\n    tiktok\n    bandcamp\n    website\n  }\n  stageId\n  startsAt\n  endsAt\n}": types.BandFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StageFields on Stage {\n  _id\n  name\n  order\n}"): (typeof documents)["fragment StageFields on Stage {\n  _id\n  name\n  order\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ArticleFields on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  content\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n  author\n  tags\n}"): (typeof documents)["fragment ArticleFields on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  content\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n  author\n  tags\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicArchives($locale: Locale) {\n  archives(locale: $locale) {\n    ...ArchiveFields\n  }\n}"): (typeof documents)["query PublicArchives($locale: Locale) {\n  archives(locale: $locale) {\n    ...ArchiveFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  _id\n  email\n  role\n  createdAt\n}\n\nfragment SignedIn on AuthPayload {\n  accessToken\n  refreshToken\n  user {\n    ...SessionUser\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: CredentialsInput!) {\n  login(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}\n\nmutation AcceptInvite($input: TokenPasswordInput!) {\n  acceptInvite(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation ResetPassword($input: TokenPasswordInput!) {\n  resetPassword(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation VerifyTwoFactor($input: TwoFactorVerifyInput!) {\n  verifyTwoFactor(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input) {\n    mailed\n    message\n  }\n}"): (typeof documents)["fragment SessionUser on User {\n  _id\n  email\n  role\n  createdAt\n}\n\nfragment SignedIn on AuthPayload {\n  accessToken\n  refreshToken\n  user {\n    ...SessionUser\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: CredentialsInput!) {\n  login(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}\n\nmutation AcceptInvite($input: TokenPasswordInput!) {\n  acceptInvite(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation ResetPassword($input: TokenPasswordInput!) {\n  resetPassword(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation VerifyTwoFactor($input: TwoFactorVerifyInput!) {\n  verifyTwoFactor(input: $input) {\n    ...SignedIn\n  }\n}\n\nmutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input) {\n    mailed\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeNews($locale: Locale) {\n  news(limit: 4, locale: $locale) {\n    ...ArticleSummary\n  }\n}"): (typeof documents)["query HomeNews($locale: Locale) {\n  news(limit: 4, locale: $locale) {\n    ...ArticleSummary\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicInfoPage($locale: Locale) {\n  infoPage(locale: $locale) {\n    ...InfoPageFields\n  }\n}"): (typeof documents)["query PublicInfoPage($locale: Locale) {\n  infoPage(locale: $locale) {\n    ...InfoPageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FooterLocation($locale: Locale) {\n  infoPage(locale: $locale) {\n    location {\n      title\n    }\n  }\n}"): (typeof documents)["query FooterLocation($locale: Locale) {\n  infoPage(locale: $locale) {\n    location {\n      title\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BandCard on Band {\n  ...BandSearchFields\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  order\n  stageId\n  startsAt\n  endsAt\n}\n\nquery Lineup($locale: Locale) {\n  bands(locale: $locale) {\n    ...BandCard\n  }\n  stages(locale: $locale) {\n    _id\n    name\n    order\n  }\n}\n\nquery LineupDays($locale: Locale) {\n  stages(locale: $locale) {\n    _id\n    name\n    order\n  }\n  activeFestival(locale: $locale) {\n    _id\n    days {\n      label\n    }\n  }\n}\n\nquery LineupDay($day: String!, $limit: Int!, $cursor: String, $locale: Locale) {\n  bandsPage(limit: $limit, cursor: $cursor, performanceDay: $day, locale: $locale) {\n    items {\n      ...BandCard\n    }\n    nextCursor\n    prevCursor\n    total\n  }\n}\n\nfragment BandSearchFields on Band {\n  _id\n  name\n  country\n  genre\n  performanceDay\n}\n\nquery LineupSearch($locale: Locale) {\n  bands(locale: $locale) {\n    ...BandSearchFields\n  }\n}\n\nquery BandDetails($id: ID!, $locale: Locale) {\n  band(id: $id, locale: $locale) {\n    ...BandFields\n  }\n}"): (typeof documents)["fragment BandCard on Band {\n  ...BandSearchFields\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  order\n  stageId\n  startsAt\n  endsAt\n}\n\nquery Lineup($locale: Locale) {\n  bands(locale: $locale) {\n    ...BandCard\n  }\n  stages(locale: $locale) {\n    _id\n    name\n    order\n  }\n}\n\nquery LineupDays($locale: Locale) {\n  stages(locale: $locale) {\n    _id\n    name\n    order\n  }\n  activeFestival(locale: $locale) {\n    _id\n    days {\n      label\n    }\n  }\n}\n\nquery LineupDay($day: String!, $limit: Int!, $cursor: String, $locale: Locale) {\n  bandsPage(limit: $limit, cursor: $cursor, performanceDay: $day, locale: $locale) {\n    items {\n      ...BandCard\n    }\n    nextCursor\n    prevCursor\n    total\n  }\n}\n\nfragment BandSearchFields on Band {\n  _id\n  name\n  country\n  genre\n  performanceDay\n}\n\nquery LineupSearch($locale: Locale) {\n  bands(locale: $locale) {\n    ...BandSearchFields\n  }\n}\n\nquery BandDetails($id: ID!, $locale: Locale) {\n  band(id: $id, locale: $locale) {\n    ...BandFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewsList($cursor: String, $locale: Locale) {\n  newsPage(limit: 12, cursor: $cursor, locale: $locale) {\n    items {\n      ...ArticleSummary\n    }\n    nextCursor\n    prevCursor\n    total\n  }\n}\n\nquery NewsArticle($id: ID!, $locale: Locale) {\n  article(id: $id, locale: $locale) {\n    ...ArticleFields\n  }\n}"): (typeof documents)["query NewsList($cursor: String, $locale: Locale) {\n  newsPage(limit: 12, cursor: $cursor, locale: $locale) {\n    items {\n      ...ArticleSummary\n    }\n    nextCursor\n    prevCursor\n    total\n  }\n}\n\nquery NewsArticle($id: ID!, $locale: Locale) {\n  article(id: $id, locale: $locale) {\n    ...ArticleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogVisit {\n  logVisit\n}"): (typeof documents)["mutation LogVisit {\n  logVisit\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ArticleSummary on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n}\n\nfragment InfoPageFields on InfoPage {\n  location {\n    title\n    address\n    mapEmbedUrl\n  }\n  travel {\n    byAir\n    byCar\n    accommodation\n  }\n  rules {\n    importantGuidelines\n    allowedItems\n    prohibitedItems\n    securityNote\n  }\n  faq {\n    _id\n    question\n    answer\n  }\n}"): (typeof documents)["fragment ArticleSummary on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n}\n\nfragment InfoPageFields on InfoPage {\n  location {\n    title\n    address\n    mapEmbedUrl\n  }\n  travel {\n    byAir\n    byCar\n    accommodation\n  }\n  rules {\n    importantGuidelines\n    allowedItems\n    prohibitedItems\n    securityNote\n  }\n  faq {\n    _id\n    question\n    answer\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SiteAssetsFields on SiteAssets {\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n  heroImage\n  heroImageVariants {\n    ...ImageVariantsFields\n  }\n  mobileHeroImage\n  mobileHeroImageVariants {\n    ...ImageVariantsFields\n  }\n  bannerText\n  countdownDate\n  contactEmails {\n    email\n    purpose\n  }\n  copyright\n  gtmId\n  facebook\n  instagram\n  youtube\n  seoTitles\n  seoDescriptions\n  updatedAt\n}\n\nquery SiteAssets($locale: Locale) {\n  siteAssets(locale: $locale) {\n    ...SiteAssetsFields\n  }\n}\n\nquery ActiveFestival($locale: Locale) {\n  activeFestival(locale: $locale) {\n    ...FestivalFields\n  }\n}"): (typeof documents)["fragment SiteAssetsFields on SiteAssets {\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n  heroImage\n  heroImageVariants {\n    ...ImageVariantsFields\n  }\n  mobileHeroImage\n  mobileHeroImageVariants {\n    ...ImageVariantsFields\n  }\n  bannerText\n  countdownDate\n  contactEmails {\n    email\n    purpose\n  }\n  copyright\n  gtmId\n  facebook\n  instagram\n  youtube\n  seoTitles\n  seoDescriptions\n  updatedAt\n}\n\nquery SiteAssets($locale: Locale) {\n  siteAssets(locale: $locale) {\n    ...SiteAssetsFields\n  }\n}\n\nquery ActiveFestival($locale: Locale) {\n  activeFestival(locale: $locale) {\n    ...FestivalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ImageVariantsFields on ImageVariants {\n  width\n  height\n  placeholder\n  src\n  sources {\n    type\n    srcSet\n  }\n}"): (typeof documents)["fragment ImageVariantsFields on ImageVariants {\n  width\n  height\n  placeholder\n  src\n  sources {\n    type\n    srcSet\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FestivalFields on Festival {\n  _id\n  name\n  dates\n  description\n  location\n  ticketUrl\n  isActive\n  days {\n    label\n    date\n  }\n}"): (typeof documents)["fragment FestivalFields on Festival {\n  _id\n  name\n  dates\n  description\n  location\n  ticketUrl\n  isActive\n  days {\n    label\n    date\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ArchiveFields on Archive {\n  _id\n  year\n  description\n  poster\n  posterVariants {\n    ...ImageVariantsFields\n  }\n  lineup\n}"): (typeof documents)["fragment ArchiveFields on Archive {\n  _id\n  year\n  description\n  poster\n  posterVariants {\n    ...ImageVariantsFields\n  }\n  lineup\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicPartners($locale: Locale) {\n  partners(locale: $locale) {\n    ...PartnerFields\n  }\n}"): (typeof documents)["query PublicPartners($locale: Locale) {\n  partners(locale: $locale) {\n    ...PartnerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PartnerFields on Partner {\n  _id\n  name\n  url\n  tier\n  order\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n}"): (typeof documents)["fragment PartnerFields on Partner {\n  _id\n  name\n  url\n  tier\n  order\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BandFields on Band {\n  _id\n  name\n  country\n  genre\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  performanceDay\n  order\n  biography\n  spotifyEmbed\n  socialLinks {\n    facebook\n    instagram\n    youtube\n    tiktok\n    bandcamp\n    website\n  }\n  stageId\n  startsAt\n  endsAt\n}"): (typeof documents)["fragment BandFields on Band {\n  _id\n  name\n  country\n  genre\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  performanceDay\n  order\n  biography\n  spotifyEmbed\n  socialLinks {\n    facebook\n    instagram\n    youtube\n    tiktok\n    bandcamp\n    website\n  }\n  stageId\n  startsAt\n  endsAt\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;