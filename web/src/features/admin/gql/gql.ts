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
    "query AdminFestivalById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  festival(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminFestival\n  }\n}": typeof types.AdminFestivalByIdDocument,
    "query AdminPartners($locale: Locale, $fallback: LocaleFallback) {\n  partners(locale: $locale, fallback: $fallback) {\n    ...AdminPartner\n  }\n}": typeof types.AdminPartnersDocument,
    "mutation AdminUpdateInfoPage($input: InfoPageInput!, $locale: Locale) {\n  updateInfoPage(input: $input, locale: $locale) {\n    ...AdminInfoPage\n  }\n}": typeof types.AdminUpdateInfoPageDocument,
    "query AdminPartnersPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  partnersPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminPartner\n    }\n    nextCursor\n    total\n  }\n}": typeof types.AdminPartnersPageDocument,
    "fragment AdminBand on Band {\n  _id\n  name\n  country\n  genre\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  performanceDay\n  order\n  biography\n  spotifyEmbed\n  socialLinks {\n    facebook\n    instagram\n    youtube\n    tiktok\n    bandcamp\n    website\n  }\n  stageId\n  startsAt\n  endsAt\n  status\n  publishAt\n  createdAt\n  updatedAt\n}": typeof types.AdminBandFragmentDoc,
    "mutation AdminDeleteStage($id: ID!) {\n  deleteStage(id: $id) {\n    _id\n    message\n  }\n}": typeof types.AdminDeleteStageDocument,
    "fragment StageFields on Stage {\n  _id\n  name\n  order\n}": typeof types.StageFieldsFragmentDoc,
    "fragment ArticleFields on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  content\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n  author\n  tags\n}": typeof types.ArticleFieldsFragmentDoc,
    "mutation AdminUpdateArchive($id: ID!, $input: ArchiveInput!, $locale: Locale) {\n  updateArchive(id: $id, input: $input, locale: $locale) {\n    ...AdminArchive\n  }\n}": typeof types.AdminUpdateArchiveDocument,
    "mutation AdminUpdatePartner($id: ID!, $input: PartnerInput!, $locale: Locale) {\n  updatePartner(id: $id, input: $input, locale: $locale) {\n    ...AdminPartner\n  }\n}": typeof types.AdminUpdatePartnerDocument,
    "query AdminArchives($locale: Locale, $fallback: LocaleFallback) {\n  archives(locale: $locale, fallback: $fallback) {\n    ...AdminArchive\n  }\n}": typeof types.AdminArchivesDocument,
    "mutation AdminUpdateSiteAssets($input: SiteAssetsInput!, $locale: Locale) {\n  updateSiteAssets(input: $input, locale: $locale) {\n    ...AdminSiteAssets\n  }\n}": typeof types.AdminUpdateSiteAssetsDocument,
    "query AdminNews($locale: Locale, $fallback: LocaleFallback) {\n  news(locale: $locale, fallback: $fallback) {\n    ...AdminArticle\n  }\n}": typeof types.AdminNewsDocument,
    "query AdminBandsPage($limit: Int!, $cursor: String, $q: String, $performanceDay: String, $stageId: ID, $locale: Locale, $fallback: LocaleFallback) {\n  bandsPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    performanceDay: $performanceDay\n    stageId: $stageId\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminBand\n    }\n    nextCursor\n    total\n  }\n}": typeof types.AdminBandsPageDocument,
    "mutation AdminCreateStage($input: StageInput!) {\n  createStage(input: $input) {\n    ...AdminStage\n  }\n}": typeof types.AdminCreateStageDocument,
    "query AdminFestivals($locale: Locale, $fallback: LocaleFallback) {\n  festivals(locale: $locale, fallback: $fallback) {\n    ...AdminFestival\n  }\n}": typeof types.AdminFestivalsDocument,
    "query AdminPartnerById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  partner(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminPartner\n  }\n}": typeof types.AdminPartnerByIdDocument,
    "query AdminArticleById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  article(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminArticle\n  }\n}": typeof types.AdminArticleByIdDocument,
    "mutation AdminUpdateBand($id: ID!, $input: BandInput!, $locale: Locale) {\n  updateBand(id: $id, input: $input, locale: $locale) {\n    ...AdminBand\n  }\n}": typeof types.AdminUpdateBandDocument,
    "mutation AdminDeletePartner($id: ID!) {\n  deletePartner(id: $id) {\n    _id\n    message\n  }\n}": typeof types.AdminDeletePartnerDocument,
    "query MySessions {\n  sessions {\n    _id\n    createdAt\n    lastUsedAt\n    userAgent\n    current\n  }\n}\n\nmutation ChangePassword($input: PasswordChangeInput!) {\n  changePassword(input: $input)\n}\n\nmutation EndSession($id: ID!) {\n  endSession(id: $id)\n}\n\nmutation EndOtherSessions {\n  endOtherSessions\n}\n\nquery TwoFactorStatus {\n  twoFactor {\n    enabled\n    recoveryCodesLeft\n    required\n    satisfied\n  }\n}\n\nmutation SetupTwoFactor {\n  setupTwoFactor {\n    secret\n    otpauthUrl\n  }\n}\n\nmutation EnableTwoFactor($code: String!) {\n  enableTwoFactor(code: $code)\n}\n\nmutation DisableTwoFactor($code: String!) {\n  disableTwoFactor(code: $code)\n}\n\nmutation RegenerateRecoveryCodes($code: String!) {\n  regenerateRecoveryCodes(code: $code)\n}": typeof types.MySessionsDocument,
    "query AdminExportCsv($collection: String!) {\n  exportCsv(collection: $collection)\n}\n\nmutation AdminImportCsv($collection: String!, $file: Upload!, $dryRun: Boolean) {\n  importCsv(collection: $collection, file: $file, dryRun: $dryRun) {\n    rows {\n      row\n      ok\n      errors {\n        column\n        message\n      }\n    }\n    valid\n    invalid\n    imported\n    created\n    updated\n  }\n}": typeof types.AdminExportCsvDocument,
    "fragment AdminSiteAssets on SiteAssets {\n  ...SiteAssetsFields\n}": typeof types.AdminSiteAssetsFragmentDoc,
    "query AdminDashboard($inbox: Boolean!, $visits: Boolean!) {\n  contactInbox(limit: 5) @include(if: $inbox) {\n    messages {\n      _id\n      name\n      subject\n      createdAt\n    }\n    total\n  }\n  newsPage(limit: 5) {\n    items {\n      _id\n      title\n      publishedAt\n    }\n    total\n  }\n  bands {\n    _id\n    name\n    createdAt\n  }\n  visitorStats @include(if: $visits) {\n    totalVisitors\n    percentageChange\n    thisMonth\n    lastMonth\n    daily {\n      date\n      visits\n    }\n  }\n}": typeof types.AdminDashboardDocument,
    "fragment AdminVersionSummary on VersionSummary {\n  _id\n  createdAt\n  action\n  author {\n    _id\n    email\n  }\n  door\n  changes\n}\n\nfragment AdminRestored on Restored {\n  collection\n  _id\n  title\n  message\n}\n\nquery AdminVersions($collection: String!, $id: ID) {\n  versions(collection: $collection, id: $id) {\n    ...AdminVersionSummary\n  }\n}\n\nquery AdminVersion($collection: String!, $id: ID, $versionId: ID!) {\n  version(collection: $collection, id: $id, versionId: $versionId) {\n    _id\n    data\n  }\n}\n\nmutation AdminRestoreVersion($collection: String!, $id: ID, $versionId: ID!, $expectedUpdatedAt: DateTime) {\n  restoreVersion(\n    collection: $collection\n    id: $id\n    versionId: $versionId\n    expectedUpdatedAt: $expectedUpdatedAt\n  ) {\n    ...AdminRestored\n  }\n}\n\nquery AdminTrash {\n  trash {\n    collection\n    _id\n    title\n    deletedAt\n    deletedBy {\n      _id\n      email\n    }\n    purgeAt\n  }\n}\n\nmutation AdminRestoreFromTrash($collection: String!, $id: ID!) {\n  restoreFromTrash(collection: $collection, id: $id) {\n    ...AdminRestored\n  }\n}\n\nmutation AdminPurgeFromTrash($collection: String!, $id: ID!) {\n  purgeFromTrash(collection: $collection, id: $id) {\n    _id\n    message\n  }\n}\n\nquery AdminAuditLog($limit: Int, $cursor: String, $collection: String, $actor: String, $since: String, $until: String) {\n  auditLog(\n    limit: $limit\n    cursor: $cursor\n    collection: $collection\n    actor: $actor\n    since: $since\n    until: $until\n  ) {\n    entries {\n      _id\n      at\n      actor {\n        _id\n        email\n      }\n      action\n      collection\n      itemId\n      title\n      door\n      requestId\n    }\n    nextCursor\n  }\n}": typeof types.AdminVersionSummaryFragmentDoc,
    "query AdminInbox($limit: Int, $offset: Int, $status: String) {\n  contactInbox(limit: $limit, offset: $offset, status: $status) {\n    total\n    unread\n    messages {\n      _id\n      name\n      email\n      subject\n      message\n      createdAt\n      readAt\n      handledAt\n    }\n  }\n}\n\nmutation AdminUpdateContactMessage($id: ID!, $input: ContactMessageUpdate!) {\n  updateContactMessage(id: $id, input: $input) {\n    _id\n    readAt\n    handledAt\n  }\n}\n\nmutation AdminDeleteContactMessage($id: ID!) {\n  deleteContactMessage(id: $id) {\n    _id\n    message\n  }\n}\n\nquery AdminInboxCount {\n  contactInbox(limit: 1) {\n    unread\n  }\n}": typeof types.AdminInboxDocument,
    "query AdminFestivalDays {\n  activeFestival {\n    _id\n    days {\n      label\n      date\n    }\n  }\n}": typeof types.AdminFestivalDaysDocument,
    "fragment AdminInfoPage on InfoPage {\n  ...InfoPageFields\n  updatedAt\n}": typeof types.AdminInfoPageFragmentDoc,
    "fragment AdminRelease on Release {\n  _id\n  name\n  publishAt\n  status\n  items {\n    collection\n    _id\n    title\n  }\n  siteAssets\n}\n\nquery AdminReleases {\n  releases {\n    ...AdminRelease\n  }\n}\n\nquery AdminReleaseCandidates {\n  bands {\n    _id\n    name\n    status\n    publishAt\n  }\n  news {\n    _id\n    title\n    status\n    publishAt\n  }\n  archives {\n    _id\n    year\n    status\n    publishAt\n  }\n  partners {\n    _id\n    name\n    status\n    publishAt\n  }\n}\n\nmutation AdminCreateRelease($name: String!, $publishAt: DateTime!) {\n  createRelease(name: $name, publishAt: $publishAt) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminUpdateRelease($id: ID!, $input: ReleaseUpdateInput!) {\n  updateRelease(id: $id, input: $input) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminPublishRelease($id: ID!) {\n  publishRelease(id: $id) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminCancelRelease($id: ID!) {\n  cancelRelease(id: $id) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminCreatePreview($releaseId: ID) {\n  createPreview(releaseId: $releaseId) {\n    url\n    expiresAt\n  }\n}": typeof types.AdminReleaseFragmentDoc,
    "query ResetLinks {\n  resetLinks {\n    _id\n    memberId\n    memberEmail\n    createdById\n    createdByEmail\n    createdAt\n    expiresAt\n  }\n}\n\nmutation RevokeResetLink($id: ID!) {\n  revokeResetLink(id: $id)\n}": typeof types.ResetLinksDocument,
    "fragment TeamMember on Member {\n  _id\n  email\n  role\n  active\n  createdAt\n  lastSignInAt\n  twoFactor\n  passkeys\n}\n\nfragment PendingInvite on Invite {\n  _id\n  email\n  role\n  createdAt\n  expiresAt\n}\n\nquery Team {\n  members {\n    ...TeamMember\n  }\n  invites {\n    ...PendingInvite\n  }\n  teamPolicy {\n    requireTwoFactor\n  }\n}\n\nmutation UpdateTeamPolicy($requireTwoFactor: Boolean!) {\n  updateTeamPolicy(requireTwoFactor: $requireTwoFactor) {\n    requireTwoFactor\n  }\n}\n\nmutation InviteMember($input: InviteInput!) {\n  inviteMember(input: $input) {\n    ...PendingInvite\n    url\n  }\n}\n\nmutation RevokeInvite($id: ID!) {\n  revokeInvite(id: $id)\n}\n\nmutation UpdateMember($id: ID!, $input: MemberUpdateInput!) {\n  updateMember(id: $id, input: $input) {\n    ...TeamMember\n  }\n}\n\nmutation CreateResetLink($id: ID!) {\n  createResetLink(id: $id) {\n    url\n    expiresAt\n  }\n}": typeof types.TeamMemberFragmentDoc,
    "fragment ArticleSummary on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n}\n\nfragment InfoPageFields on InfoPage {\n  location {\n    title\n    address\n    mapEmbedUrl\n  }\n  travel {\n    byAir\n    byCar\n    accommodation\n  }\n  rules {\n    importantGuidelines\n    allowedItems\n    prohibitedItems\n    securityNote\n  }\n  faq {\n    _id\n    question\n    answer\n  }\n}": typeof types.ArticleSummaryFragmentDoc,
    "fragment SiteAssetsFields on SiteAssets {\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n  heroImage\n  heroImageVariants {\n    ...ImageVariantsFields\n  }\n  mobileHeroImage\n  mobileHeroImageVariants {\n    ...ImageVariantsFields\n  }\n  bannerText\n  countdownDate\n  contactEmails {\n    email\n    purpose\n  }\n  copyright\n  gtmId\n  facebook\n  instagram\n  youtube\n  seoTitles\n  seoDescriptions\n  updatedAt\n}\n\nquery SiteAssets($locale: Locale) {\n  siteAssets(locale: $locale) {\n    ...SiteAssetsFields\n  }\n}\n\nquery ActiveFestival($locale: Locale) {\n  activeFestival(locale: $locale) {\n    ...FestivalFields\n  }\n}": typeof types.SiteAssetsFieldsFragmentDoc,
    "fragment ImageVariantsFields on ImageVariants {\n  width\n  height\n  placeholder\n  src\n  sources {\n    type\n    srcSet\n  }\n}": typeof types.ImageVariantsFieldsFragmentDoc,
    "fragment AdminPartner on Partner {\n  _id\n  name\n  url\n  tier\n  order\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n  status\n  publishAt\n  createdAt\n  updatedAt\n}": typeof types.AdminPartnerFragmentDoc,
    "query AdminStageById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  stage(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminStage\n  }\n}": typeof types.AdminStageByIdDocument,
    "fragment AdminStage on Stage {\n  _id\n  name\n  order\n  updatedAt\n}": typeof types.AdminStageFragmentDoc,
    "query AdminBands($locale: Locale, $fallback: LocaleFallback) {\n  bands(locale: $locale, fallback: $fallback) {\n    ...AdminBand\n  }\n}": typeof types.AdminBandsDocument,
    "query AdminSiteAssets($locale: Locale, $fallback: LocaleFallback) {\n  siteAssets(locale: $locale, fallback: $fallback) {\n    ...AdminSiteAssets\n  }\n}": typeof types.AdminSiteAssetsDocument,
    "mutation AdminUpdateArticle($id: ID!, $input: NewsInput!, $locale: Locale) {\n  updateNewsArticle(id: $id, input: $input, locale: $locale) {\n    ...AdminArticle\n  }\n}": typeof types.AdminUpdateArticleDocument,
    "query AdminNewsPage($limit: Int!, $cursor: String, $q: String, $year: Int, $locale: Locale, $fallback: LocaleFallback) {\n  newsPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    year: $year\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminArticle\n    }\n    nextCursor\n    total\n  }\n}": typeof types.AdminNewsPageDocument,
    "mutation AdminCreateBand($input: BandInput!) {\n  createBand(input: $input) {\n    ...AdminBand\n  }\n}": typeof types.AdminCreateBandDocument,
    "fragment AdminArchive on Archive {\n  _id\n  year\n  description\n  poster\n  posterVariants {\n    ...ImageVariantsFields\n  }\n  lineup\n  status\n  publishAt\n  createdAt\n  updatedAt\n}": typeof types.AdminArchiveFragmentDoc,
    "query AdminBandById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  band(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminBand\n  }\n}": typeof types.AdminBandByIdDocument,
    "mutation AdminCreatePartner($input: PartnerInput!) {\n  createPartner(input: $input) {\n    ...AdminPartner\n  }\n}": typeof types.AdminCreatePartnerDocument,
    "mutation AdminUpdateStage($id: ID!, $input: StageInput!, $locale: Locale) {\n  updateStage(id: $id, input: $input, locale: $locale) {\n    ...AdminStage\n  }\n}": typeof types.AdminUpdateStageDocument,
    "mutation AdminCreateArchive($input: ArchiveInput!) {\n  createArchive(input: $input) {\n    ...AdminArchive\n  }\n}": typeof types.AdminCreateArchiveDocument,
    "fragment FestivalFields on Festival {\n  _id\n  name\n  dates\n  description\n  location\n  ticketUrl\n  isActive\n  days {\n    label\n    date\n  }\n}": typeof types.FestivalFieldsFragmentDoc,
    "fragment AdminFestival on Festival {\n  _id\n  name\n  dates\n  description\n  location\n  ticketUrl\n  isActive\n  days {\n    label\n    date\n  }\n  createdAt\n  updatedAt\n}": typeof types.AdminFestivalFragmentDoc,
    "fragment ArchiveFields on Archive {\n  _id\n  year\n  description\n  poster\n  posterVariants {\n    ...ImageVariantsFields\n  }\n  lineup\n}": typeof types.ArchiveFieldsFragmentDoc,
    "query AdminArchiveById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  archive(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminArchive\n  }\n}": typeof types.AdminArchiveByIdDocument,
    "mutation AdminDeleteArticle($id: ID!) {\n  deleteNewsArticle(id: $id) {\n    _id\n    message\n  }\n}": typeof types.AdminDeleteArticleDocument,
    "fragment PartnerFields on Partner {\n  _id\n  name\n  url\n  tier\n  order\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n}": typeof types.PartnerFieldsFragmentDoc,
    "query AdminArchivesPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  archivesPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminArchive\n    }\n    nextCursor\n    total\n  }\n}": typeof types.AdminArchivesPageDocument,
    "mutation AdminUpdateFestival($id: ID!, $input: FestivalInput!, $locale: Locale) {\n  updateFestival(id: $id, input: $input, locale: $locale) {\n    ...AdminFestival\n  }\n}": typeof types.AdminUpdateFestivalDocument,
    "fragment AdminArticle on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  content\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n  author\n  tags\n  status\n  publishAt\n  createdAt\n  updatedAt\n}": typeof types.AdminArticleFragmentDoc,
    "query AdminFestivalsPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  festivalsPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminFestival\n    }\n    nextCursor\n    total\n  }\n}": typeof types.AdminFestivalsPageDocument,
    "mutation AdminDeleteBand($id: ID!) {\n  deleteBand(id: $id) {\n    _id\n    message\n  }\n}": typeof types.AdminDeleteBandDocument,
    "query AdminStages($locale: Locale, $fallback: LocaleFallback) {\n  stages(locale: $locale, fallback: $fallback) {\n    ...AdminStage\n  }\n}": typeof types.AdminStagesDocument,
    "query AdminInfoPage($locale: Locale, $fallback: LocaleFallback) {\n  infoPage(locale: $locale, fallback: $fallback) {\n    ...AdminInfoPage\n  }\n}": typeof types.AdminInfoPageDocument,
    "query AdminStagesPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  stagesPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminStage\n    }\n    nextCursor\n    total\n  }\n}": typeof types.AdminStagesPageDocument,
    "mutation AdminCreateFestival($input: FestivalInput!) {\n  createFestival(input: $input) {\n    ...AdminFestival\n  }\n}": typeof types.AdminCreateFestivalDocument,
    "mutation AdminDeleteArchive($id: ID!) {\n  deleteArchive(id: $id) {\n    _id\n    message\n  }\n}": typeof types.AdminDeleteArchiveDocument,
    "mutation AdminCreateArticle($input: NewsInput!) {\n  createNewsArticle(input: $input) {\n    ...AdminArticle\n  }\n}": typeof types.AdminCreateArticleDocument,
    "fragment BandFields on Band {\n  _id\n  name\n  country\n  genre\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  performanceDay\n  order\n  biography\n  spotifyEmbed\n  socialLinks {\n    facebook\n    instagram\n    youtube\n    tiktok\n    bandcamp\n    website\n  }\n  stageId\n  startsAt\n  endsAt\n}": typeof types.BandFieldsFragmentDoc,
};
const documents: Documents = {
    "query AdminFestivalById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  festival(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminFestival\n  }\n}": types.AdminFestivalByIdDocument,
    "query AdminPartners($locale: Locale, $fallback: LocaleFallback) {\n  partners(locale: $locale, fallback: $fallback) {\n    ...AdminPartner\n  }\n}": types.AdminPartnersDocument,
    "mutation AdminUpdateInfoPage($input: InfoPageInput!, $locale: Locale) {\n  updateInfoPage(input: $input, locale: $locale) {\n    ...AdminInfoPage\n  }\n}": types.AdminUpdateInfoPageDocument,
    "query AdminPartnersPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  partnersPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminPartner\n    }\n    nextCursor\n    total\n  }\n}": types.AdminPartnersPageDocument,
    "fragment AdminBand on Band {\n  _id\n  name\n  country\n  genre\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  performanceDay\n  order\n  biography\n  spotifyEmbed\n  socialLinks {\n    facebook\n    instagram\n    youtube\n    tiktok\n    bandcamp\n    website\n  }\n  stageId\n  startsAt\n  endsAt\n  status\n  publishAt\n  createdAt\n  updatedAt\n}": types.AdminBandFragmentDoc,
    "mutation AdminDeleteStage($id: ID!) {\n  deleteStage(id: $id) {\n    _id\n    message\n  }\n}": types.AdminDeleteStageDocument,
    "fragment StageFields on Stage {\n  _id\n  name\n  order\n}": types.StageFieldsFragmentDoc,
    "fragment ArticleFields on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  content\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n  author\n  tags\n}": types.ArticleFieldsFragmentDoc,
    "mutation AdminUpdateArchive($id: ID!, $input: ArchiveInput!, $locale: Locale) {\n  updateArchive(id: $id, input: $input, locale: $locale) {\n    ...AdminArchive\n  }\n}": types.AdminUpdateArchiveDocument,
    "mutation AdminUpdatePartner($id: ID!, $input: PartnerInput!, $locale: Locale) {\n  updatePartner(id: $id, input: $input, locale: $locale) {\n    ...AdminPartner\n  }\n}": types.AdminUpdatePartnerDocument,
    "query AdminArchives($locale: Locale, $fallback: LocaleFallback) {\n  archives(locale: $locale, fallback: $fallback) {\n    ...AdminArchive\n  }\n}": types.AdminArchivesDocument,
    "mutation AdminUpdateSiteAssets($input: SiteAssetsInput!, $locale: Locale) {\n  updateSiteAssets(input: $input, locale: $locale) {\n    ...AdminSiteAssets\n  }\n}": types.AdminUpdateSiteAssetsDocument,
    "query AdminNews($locale: Locale, $fallback: LocaleFallback) {\n  news(locale: $locale, fallback: $fallback) {\n    ...AdminArticle\n  }\n}": types.AdminNewsDocument,
    "query AdminBandsPage($limit: Int!, $cursor: String, $q: String, $performanceDay: String, $stageId: ID, $locale: Locale, $fallback: LocaleFallback) {\n  bandsPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    performanceDay: $performanceDay\n    stageId: $stageId\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminBand\n    }\n    nextCursor\n    total\n  }\n}": types.AdminBandsPageDocument,
    "mutation AdminCreateStage($input: StageInput!) {\n  createStage(input: $input) {\n    ...AdminStage\n  }\n}": types.AdminCreateStageDocument,
    "query AdminFestivals($locale: Locale, $fallback: LocaleFallback) {\n  festivals(locale: $locale, fallback: $fallback) {\n    ...AdminFestival\n  }\n}": types.AdminFestivalsDocument,
    "query AdminPartnerById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  partner(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminPartner\n  }\n}": types.AdminPartnerByIdDocument,
    "query AdminArticleById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  article(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminArticle\n  }\n}": types.AdminArticleByIdDocument,
    "mutation AdminUpdateBand($id: ID!, $input: BandInput!, $locale: Locale) {\n  updateBand(id: $id, input: $input, locale: $locale) {\n    ...AdminBand\n  }\n}": types.AdminUpdateBandDocument,
    "mutation AdminDeletePartner($id: ID!) {\n  deletePartner(id: $id) {\n    _id\n    message\n  }\n}": types.AdminDeletePartnerDocument,
    "query MySessions {\n  sessions {\n    _id\n    createdAt\n    lastUsedAt\n    userAgent\n    current\n  }\n}\n\nmutation ChangePassword($input: PasswordChangeInput!) {\n  changePassword(input: $input)\n}\n\nmutation EndSession($id: ID!) {\n  endSession(id: $id)\n}\n\nmutation EndOtherSessions {\n  endOtherSessions\n}\n\nquery TwoFactorStatus {\n  twoFactor {\n    enabled\n    recoveryCodesLeft\n    required\n    satisfied\n  }\n}\n\nmutation SetupTwoFactor {\n  setupTwoFactor {\n    secret\n    otpauthUrl\n  }\n}\n\nmutation EnableTwoFactor($code: String!) {\n  enableTwoFactor(code: $code)\n}\n\nmutation DisableTwoFactor($code: String!) {\n  disableTwoFactor(code: $code)\n}\n\nmutation RegenerateRecoveryCodes($code: String!) {\n  regenerateRecoveryCodes(code: $code)\n}": types.MySessionsDocument,
    "query AdminExportCsv($collection: String!) {\n  exportCsv(collection: $collection)\n}\n\nmutation AdminImportCsv($collection: String!, $file: Upload!, $dryRun: Boolean) {\n  importCsv(collection: $collection, file: $file, dryRun: $dryRun) {\n    rows {\n      row\n      ok\n      errors {\n        column\n        message\n      }\n    }\n    valid\n    invalid\n    imported\n    created\n    updated\n  }\n}": types.AdminExportCsvDocument,
    "fragment AdminSiteAssets on SiteAssets {\n  ...SiteAssetsFields\n}": types.AdminSiteAssetsFragmentDoc,
    "query AdminDashboard($inbox: Boolean!, $visits: Boolean!) {\n  contactInbox(limit: 5) @include(if: $inbox) {\n    messages {\n      _id\n      name\n      subject\n      createdAt\n    }\n    total\n  }\n  newsPage(limit: 5) {\n    items {\n      _id\n      title\n      publishedAt\n    }\n    total\n  }\n  bands {\n    _id\n    name\n    createdAt\n  }\n  visitorStats @include(if: $visits) {\n    totalVisitors\n    percentageChange\n    thisMonth\n    lastMonth\n    daily {\n      date\n      visits\n    }\n  }\n}": types.AdminDashboardDocument,
    "fragment AdminVersionSummary on VersionSummary {\n  _id\n  createdAt\n  action\n  author {\n    _id\n    email\n  }\n  door\n  changes\n}\n\nfragment AdminRestored on Restored {\n  collection\n  _id\n  title\n  message\n}\n\nquery AdminVersions($collection: String!, $id: ID) {\n  versions(collection: $collection, id: $id) {\n    ...AdminVersionSummary\n  }\n}\n\nquery AdminVersion($collection: String!, $id: ID, $versionId: ID!) {\n  version(collection: $collection, id: $id, versionId: $versionId) {\n    _id\n    data\n  }\n}\n\nmutation AdminRestoreVersion($collection: String!, $id: ID, $versionId: ID!, $expectedUpdatedAt: DateTime) {\n  restoreVersion(\n    collection: $collection\n    id: $id\n    versionId: $versionId\n    expectedUpdatedAt: $expectedUpdatedAt\n  ) {\n    ...AdminRestored\n  }\n}\n\nquery AdminTrash {\n  trash {\n    collection\n    _id\n    title\n    deletedAt\n    deletedBy {\n      _id\n      email\n    }\n    purgeAt\n  }\n}\n\nmutation AdminRestoreFromTrash($collection: String!, $id: ID!) {\n  restoreFromTrash(collection: $collection, id: $id) {\n    ...AdminRestored\n  }\n}\n\nmutation AdminPurgeFromTrash($collection: String!, $id: ID!) {\n  purgeFromTrash(collection: $collection, id: $id) {\n    _id\n    message\n  }\n}\n\nquery AdminAuditLog($limit: Int, $cursor: String, $collection: String, $actor: String, $since: String, $until: String) {\n  auditLog(\n    limit: $limit\n    cursor: $cursor\n    collection: $collection\n    actor: $actor\n    since: $since\n    until: $until\n  ) {\n    entries {\n      _id\n      at\n      actor {\n        _id\n        email\n      }\n      action\n      collection\n      itemId\n      title\n      door\n      requestId\n    }\n    nextCursor\n  }\n}": types.AdminVersionSummaryFragmentDoc,
    "query AdminInbox($limit: Int, $offset: Int, $status: String) {\n  contactInbox(limit: $limit, offset: $offset, status: $status) {\n    total\n    unread\n    messages {\n      _id\n      name\n      email\n      subject\n      message\n      createdAt\n      readAt\n      handledAt\n    }\n  }\n}\n\nmutation AdminUpdateContactMessage($id: ID!, $input: ContactMessageUpdate!) {\n  updateContactMessage(id: $id, input: $input) {\n    _id\n    readAt\n    handledAt\n  }\n}\n\nmutation AdminDeleteContactMessage($id: ID!) {\n  deleteContactMessage(id: $id) {\n    _id\n    message\n  }\n}\n\nquery AdminInboxCount {\n  contactInbox(limit: 1) {\n    unread\n  }\n}": types.AdminInboxDocument,
    "query AdminFestivalDays {\n  activeFestival {\n    _id\n    days {\n      label\n      date\n    }\n  }\n}": types.AdminFestivalDaysDocument,
    "fragment AdminInfoPage on InfoPage {\n  ...InfoPageFields\n  updatedAt\n}": types.AdminInfoPageFragmentDoc,
    "fragment AdminRelease on Release {\n  _id\n  name\n  publishAt\n  status\n  items {\n    collection\n    _id\n    title\n  }\n  siteAssets\n}\n\nquery AdminReleases {\n  releases {\n    ...AdminRelease\n  }\n}\n\nquery AdminReleaseCandidates {\n  bands {\n    _id\n    name\n    status\n    publishAt\n  }\n  news {\n    _id\n    title\n    status\n    publishAt\n  }\n  archives {\n    _id\n    year\n    status\n    publishAt\n  }\n  partners {\n    _id\n    name\n    status\n    publishAt\n  }\n}\n\nmutation AdminCreateRelease($name: String!, $publishAt: DateTime!) {\n  createRelease(name: $name, publishAt: $publishAt) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminUpdateRelease($id: ID!, $input: ReleaseUpdateInput!) {\n  updateRelease(id: $id, input: $input) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminPublishRelease($id: ID!) {\n  publishRelease(id: $id) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminCancelRelease($id: ID!) {\n  cancelRelease(id: $id) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminCreatePreview($releaseId: ID) {\n  createPreview(releaseId: $releaseId) {\n    url\n    expiresAt\n  }\n}": types.AdminReleaseFragmentDoc,
    "query ResetLinks {\n  resetLinks {\n    _id\n    memberId\n    memberEmail\n    createdById\n    createdByEmail\n    createdAt\n    expiresAt\n  }\n}\n\nmutation RevokeResetLink($id: ID!) {\n  revokeResetLink(id: $id)\n}": types.ResetLinksDocument,
    "fragment TeamMember on Member {\n  _id\n  email\n  role\n  active\n  createdAt\n  lastSignInAt\n  twoFactor\n  passkeys\n}\n\nfragment PendingInvite on Invite {\n  _id\n  email\n  role\n  createdAt\n  expiresAt\n}\n\nquery Team {\n  members {\n    ...TeamMember\n  }\n  invites {\n    ...PendingInvite\n  }\n  teamPolicy {\n    requireTwoFactor\n  }\n}\n\nmutation UpdateTeamPolicy($requireTwoFactor: Boolean!) {\n  updateTeamPolicy(requireTwoFactor: $requireTwoFactor) {\n    requireTwoFactor\n  }\n}\n\nmutation InviteMember($input: InviteInput!) {\n  inviteMember(input: $input) {\n    ...PendingInvite\n    url\n  }\n}\n\nmutation RevokeInvite($id: ID!) {\n  revokeInvite(id: $id)\n}\n\nmutation UpdateMember($id: ID!, $input: MemberUpdateInput!) {\n  updateMember(id: $id, input: $input) {\n    ...TeamMember\n  }\n}\n\nmutation CreateResetLink($id: ID!) {\n  createResetLink(id: $id) {\n    url\n    expiresAt\n  }\n}": types.TeamMemberFragmentDoc,
    "fragment ArticleSummary on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n}\n\nfragment InfoPageFields on InfoPage {\n  location {\n    title\n    address\n    mapEmbedUrl\n  }\n  travel {\n    byAir\n    byCar\n    accommodation\n  }\n  rules {\n    importantGuidelines\n    allowedItems\n    prohibitedItems\n    securityNote\n  }\n  faq {\n    _id\n    question\n    answer\n  }\n}": types.ArticleSummaryFragmentDoc,
    "fragment SiteAssetsFields on SiteAssets {\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n  heroImage\n  heroImageVariants {\n    ...ImageVariantsFields\n  }\n  mobileHeroImage\n  mobileHeroImageVariants {\n    ...ImageVariantsFields\n  }\n  bannerText\n  countdownDate\n  contactEmails {\n    email\n    purpose\n  }\n  copyright\n  gtmId\n  facebook\n  instagram\n  youtube\n  seoTitles\n  seoDescriptions\n  updatedAt\n}\n\nquery SiteAssets($locale: Locale) {\n  siteAssets(locale: $locale) {\n    ...SiteAssetsFields\n  }\n}\n\nquery ActiveFestival($locale: Locale) {\n  activeFestival(locale: $locale) {\n    ...FestivalFields\n  }\n}": types.SiteAssetsFieldsFragmentDoc,
    "fragment ImageVariantsFields on ImageVariants {\n  width\n  height\n  placeholder\n  src\n  sources {\n    type\n    srcSet\n  }\n}": types.ImageVariantsFieldsFragmentDoc,
    "fragment AdminPartner on Partner {\n  _id\n  name\n  url\n  tier\n  order\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n  status\n  publishAt\n  createdAt\n  updatedAt\n}": types.AdminPartnerFragmentDoc,
    "query AdminStageById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  stage(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminStage\n  }\n}": types.AdminStageByIdDocument,
    "fragment AdminStage on Stage {\n  _id\n  name\n  order\n  updatedAt\n}": types.AdminStageFragmentDoc,
    "query AdminBands($locale: Locale, $fallback: LocaleFallback) {\n  bands(locale: $locale, fallback: $fallback) {\n    ...AdminBand\n  }\n}": types.AdminBandsDocument,
    "query AdminSiteAssets($locale: Locale, $fallback: LocaleFallback) {\n  siteAssets(locale: $locale, fallback: $fallback) {\n    ...AdminSiteAssets\n  }\n}": types.AdminSiteAssetsDocument,
    "mutation AdminUpdateArticle($id: ID!, $input: NewsInput!, $locale: Locale) {\n  updateNewsArticle(id: $id, input: $input, locale: $locale) {\n    ...AdminArticle\n  }\n}": types.AdminUpdateArticleDocument,
    "query AdminNewsPage($limit: Int!, $cursor: String, $q: String, $year: Int, $locale: Locale, $fallback: LocaleFallback) {\n  newsPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    year: $year\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminArticle\n    }\n    nextCursor\n    total\n  }\n}": types.AdminNewsPageDocument,
    "mutation AdminCreateBand($input: BandInput!) {\n  createBand(input: $input) {\n    ...AdminBand\n  }\n}": types.AdminCreateBandDocument,
    "fragment AdminArchive on Archive {\n  _id\n  year\n  description\n  poster\n  posterVariants {\n    ...ImageVariantsFields\n  }\n  lineup\n  status\n  publishAt\n  createdAt\n  updatedAt\n}": types.AdminArchiveFragmentDoc,
    "query AdminBandById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  band(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminBand\n  }\n}": types.AdminBandByIdDocument,
    "mutation AdminCreatePartner($input: PartnerInput!) {\n  createPartner(input: $input) {\n    ...AdminPartner\n  }\n}": types.AdminCreatePartnerDocument,
    "mutation AdminUpdateStage($id: ID!, $input: StageInput!, $locale: Locale) {\n  updateStage(id: $id, input: $input, locale: $locale) {\n    ...AdminStage\n  }\n}": types.AdminUpdateStageDocument,
    "mutation AdminCreateArchive($input: ArchiveInput!) {\n  createArchive(input: $input) {\n    ...AdminArchive\n  }\n}": types.AdminCreateArchiveDocument,
    "fragment FestivalFields on Festival {\n  _id\n  name\n  dates\n  description\n  location\n  ticketUrl\n  isActive\n  days {\n    label\n    date\n  }\n}": types.FestivalFieldsFragmentDoc,
    "fragment AdminFestival on Festival {\n  _id\n  name\n  dates\n  description\n  location\n  ticketUrl\n  isActive\n  days {\n    label\n    date\n  }\n  createdAt\n  updatedAt\n}": types.AdminFestivalFragmentDoc,
    "fragment ArchiveFields on Archive {\n  _id\n  year\n  description\n  poster\n  posterVariants {\n    ...ImageVariantsFields\n  }\n  lineup\n}": types.ArchiveFieldsFragmentDoc,
    "query AdminArchiveById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  archive(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminArchive\n  }\n}": types.AdminArchiveByIdDocument,
    "mutation AdminDeleteArticle($id: ID!) {\n  deleteNewsArticle(id: $id) {\n    _id\n    message\n  }\n}": types.AdminDeleteArticleDocument,
    "fragment PartnerFields on Partner {\n  _id\n  name\n  url\n  tier\n  order\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n}": types.PartnerFieldsFragmentDoc,
    "query AdminArchivesPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  archivesPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminArchive\n    }\n    nextCursor\n    total\n  }\n}": types.AdminArchivesPageDocument,
    "mutation AdminUpdateFestival($id: ID!, $input: FestivalInput!, $locale: Locale) {\n  updateFestival(id: $id, input: $input, locale: $locale) {\n    ...AdminFestival\n  }\n}": types.AdminUpdateFestivalDocument,
    "fragment AdminArticle on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  content\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n  author\n  tags\n  status\n  publishAt\n  createdAt\n  updatedAt\n}": types.AdminArticleFragmentDoc,
    "query AdminFestivalsPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  festivalsPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminFestival\n    }\n    nextCursor\n    total\n  }\n}": types.AdminFestivalsPageDocument,
    "mutation AdminDeleteBand($id: ID!) {\n  deleteBand(id: $id) {\n    _id\n    message\n  }\n}": types.AdminDeleteBandDocument,
    "query AdminStages($locale: Locale, $fallback: LocaleFallback) {\n  stages(locale: $locale, fallback: $fallback) {\n    ...AdminStage\n  }\n}": types.AdminStagesDocument,
    "query AdminInfoPage($locale: Locale, $fallback: LocaleFallback) {\n  infoPage(locale: $locale, fallback: $fallback) {\n    ...AdminInfoPage\n  }\n}": types.AdminInfoPageDocument,
    "query AdminStagesPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  stagesPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminStage\n    }\n    nextCursor\n    total\n  }\n}": types.AdminStagesPageDocument,
    "mutation AdminCreateFestival($input: FestivalInput!) {\n  createFestival(input: $input) {\n    ...AdminFestival\n  }\n}": types.AdminCreateFestivalDocument,
    "mutation AdminDeleteArchive($id: ID!) {\n  deleteArchive(id: $id) {\n    _id\n    message\n  }\n}": types.AdminDeleteArchiveDocument,
    "mutation AdminCreateArticle($input: NewsInput!) {\n  createNewsArticle(input: $input) {\n    ...AdminArticle\n  }\n}": types.AdminCreateArticleDocument,
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
export function graphql(source: "query AdminFestivalById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  festival(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminFestival\n  }\n}"): (typeof documents)["query AdminFestivalById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  festival(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminFestival\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPartners($locale: Locale, $fallback: LocaleFallback) {\n  partners(locale: $locale, fallback: $fallback) {\n    ...AdminPartner\n  }\n}"): (typeof documents)["query AdminPartners($locale: Locale, $fallback: LocaleFallback) {\n  partners(locale: $locale, fallback: $fallback) {\n    ...AdminPartner\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateInfoPage($input: InfoPageInput!, $locale: Locale) {\n  updateInfoPage(input: $input, locale: $locale) {\n    ...AdminInfoPage\n  }\n}"): (typeof documents)["mutation AdminUpdateInfoPage($input: InfoPageInput!, $locale: Locale) {\n  updateInfoPage(input: $input, locale: $locale) {\n    ...AdminInfoPage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPartnersPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  partnersPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminPartner\n    }\n    nextCursor\n    total\n  }\n}"): (typeof documents)["query AdminPartnersPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  partnersPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminPartner\n    }\n    nextCursor\n    total\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminBand on Band {\n  _id\n  name\n  country\n  genre\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  performanceDay\n  order\n  biography\n  spotifyEmbed\n  socialLinks {\n    facebook\n    instagram\n    youtube\n    tiktok\n    bandcamp\n    website\n  }\n  stageId\n  startsAt\n  endsAt\n  status\n  publishAt\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment AdminBand on Band {\n  _id\n  name\n  country\n  genre\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  performanceDay\n  order\n  biography\n  spotifyEmbed\n  socialLinks {\n    facebook\n    instagram\n    youtube\n    tiktok\n    bandcamp\n    website\n  }\n  stageId\n  startsAt\n  endsAt\n  status\n  publishAt\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteStage($id: ID!) {\n  deleteStage(id: $id) {\n    _id\n    message\n  }\n}"): (typeof documents)["mutation AdminDeleteStage($id: ID!) {\n  deleteStage(id: $id) {\n    _id\n    message\n  }\n}"];
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
export function graphql(source: "mutation AdminUpdateArchive($id: ID!, $input: ArchiveInput!, $locale: Locale) {\n  updateArchive(id: $id, input: $input, locale: $locale) {\n    ...AdminArchive\n  }\n}"): (typeof documents)["mutation AdminUpdateArchive($id: ID!, $input: ArchiveInput!, $locale: Locale) {\n  updateArchive(id: $id, input: $input, locale: $locale) {\n    ...AdminArchive\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdatePartner($id: ID!, $input: PartnerInput!, $locale: Locale) {\n  updatePartner(id: $id, input: $input, locale: $locale) {\n    ...AdminPartner\n  }\n}"): (typeof documents)["mutation AdminUpdatePartner($id: ID!, $input: PartnerInput!, $locale: Locale) {\n  updatePartner(id: $id, input: $input, locale: $locale) {\n    ...AdminPartner\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminArchives($locale: Locale, $fallback: LocaleFallback) {\n  archives(locale: $locale, fallback: $fallback) {\n    ...AdminArchive\n  }\n}"): (typeof documents)["query AdminArchives($locale: Locale, $fallback: LocaleFallback) {\n  archives(locale: $locale, fallback: $fallback) {\n    ...AdminArchive\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateSiteAssets($input: SiteAssetsInput!, $locale: Locale) {\n  updateSiteAssets(input: $input, locale: $locale) {\n    ...AdminSiteAssets\n  }\n}"): (typeof documents)["mutation AdminUpdateSiteAssets($input: SiteAssetsInput!, $locale: Locale) {\n  updateSiteAssets(input: $input, locale: $locale) {\n    ...AdminSiteAssets\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminNews($locale: Locale, $fallback: LocaleFallback) {\n  news(locale: $locale, fallback: $fallback) {\n    ...AdminArticle\n  }\n}"): (typeof documents)["query AdminNews($locale: Locale, $fallback: LocaleFallback) {\n  news(locale: $locale, fallback: $fallback) {\n    ...AdminArticle\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBandsPage($limit: Int!, $cursor: String, $q: String, $performanceDay: String, $stageId: ID, $locale: Locale, $fallback: LocaleFallback) {\n  bandsPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    performanceDay: $performanceDay\n    stageId: $stageId\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminBand\n    }\n    nextCursor\n    total\n  }\n}"): (typeof documents)["query AdminBandsPage($limit: Int!, $cursor: String, $q: String, $performanceDay: String, $stageId: ID, $locale: Locale, $fallback: LocaleFallback) {\n  bandsPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    performanceDay: $performanceDay\n    stageId: $stageId\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminBand\n    }\n    nextCursor\n    total\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateStage($input: StageInput!) {\n  createStage(input: $input) {\n    ...AdminStage\n  }\n}"): (typeof documents)["mutation AdminCreateStage($input: StageInput!) {\n  createStage(input: $input) {\n    ...AdminStage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminFestivals($locale: Locale, $fallback: LocaleFallback) {\n  festivals(locale: $locale, fallback: $fallback) {\n    ...AdminFestival\n  }\n}"): (typeof documents)["query AdminFestivals($locale: Locale, $fallback: LocaleFallback) {\n  festivals(locale: $locale, fallback: $fallback) {\n    ...AdminFestival\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPartnerById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  partner(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminPartner\n  }\n}"): (typeof documents)["query AdminPartnerById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  partner(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminPartner\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminArticleById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  article(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminArticle\n  }\n}"): (typeof documents)["query AdminArticleById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  article(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminArticle\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateBand($id: ID!, $input: BandInput!, $locale: Locale) {\n  updateBand(id: $id, input: $input, locale: $locale) {\n    ...AdminBand\n  }\n}"): (typeof documents)["mutation AdminUpdateBand($id: ID!, $input: BandInput!, $locale: Locale) {\n  updateBand(id: $id, input: $input, locale: $locale) {\n    ...AdminBand\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeletePartner($id: ID!) {\n  deletePartner(id: $id) {\n    _id\n    message\n  }\n}"): (typeof documents)["mutation AdminDeletePartner($id: ID!) {\n  deletePartner(id: $id) {\n    _id\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySessions {\n  sessions {\n    _id\n    createdAt\n    lastUsedAt\n    userAgent\n    current\n  }\n}\n\nmutation ChangePassword($input: PasswordChangeInput!) {\n  changePassword(input: $input)\n}\n\nmutation EndSession($id: ID!) {\n  endSession(id: $id)\n}\n\nmutation EndOtherSessions {\n  endOtherSessions\n}\n\nquery TwoFactorStatus {\n  twoFactor {\n    enabled\n    recoveryCodesLeft\n    required\n    satisfied\n  }\n}\n\nmutation SetupTwoFactor {\n  setupTwoFactor {\n    secret\n    otpauthUrl\n  }\n}\n\nmutation EnableTwoFactor($code: String!) {\n  enableTwoFactor(code: $code)\n}\n\nmutation DisableTwoFactor($code: String!) {\n  disableTwoFactor(code: $code)\n}\n\nmutation RegenerateRecoveryCodes($code: String!) {\n  regenerateRecoveryCodes(code: $code)\n}"): (typeof documents)["query MySessions {\n  sessions {\n    _id\n    createdAt\n    lastUsedAt\n    userAgent\n    current\n  }\n}\n\nmutation ChangePassword($input: PasswordChangeInput!) {\n  changePassword(input: $input)\n}\n\nmutation EndSession($id: ID!) {\n  endSession(id: $id)\n}\n\nmutation EndOtherSessions {\n  endOtherSessions\n}\n\nquery TwoFactorStatus {\n  twoFactor {\n    enabled\n    recoveryCodesLeft\n    required\n    satisfied\n  }\n}\n\nmutation SetupTwoFactor {\n  setupTwoFactor {\n    secret\n    otpauthUrl\n  }\n}\n\nmutation EnableTwoFactor($code: String!) {\n  enableTwoFactor(code: $code)\n}\n\nmutation DisableTwoFactor($code: String!) {\n  disableTwoFactor(code: $code)\n}\n\nmutation RegenerateRecoveryCodes($code: String!) {\n  regenerateRecoveryCodes(code: $code)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminExportCsv($collection: String!) {\n  exportCsv(collection: $collection)\n}\n\nmutation AdminImportCsv($collection: String!, $file: Upload!, $dryRun: Boolean) {\n  importCsv(collection: $collection, file: $file, dryRun: $dryRun) {\n    rows {\n      row\n      ok\n      errors {\n        column\n        message\n      }\n    }\n    valid\n    invalid\n    imported\n    created\n    updated\n  }\n}"): (typeof documents)["query AdminExportCsv($collection: String!) {\n  exportCsv(collection: $collection)\n}\n\nmutation AdminImportCsv($collection: String!, $file: Upload!, $dryRun: Boolean) {\n  importCsv(collection: $collection, file: $file, dryRun: $dryRun) {\n    rows {\n      row\n      ok\n      errors {\n        column\n        message\n      }\n    }\n    valid\n    invalid\n    imported\n    created\n    updated\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminSiteAssets on SiteAssets {\n  ...SiteAssetsFields\n}"): (typeof documents)["fragment AdminSiteAssets on SiteAssets {\n  ...SiteAssetsFields\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDashboard($inbox: Boolean!, $visits: Boolean!) {\n  contactInbox(limit: 5) @include(if: $inbox) {\n    messages {\n      _id\n      name\n      subject\n      createdAt\n    }\n    total\n  }\n  newsPage(limit: 5) {\n    items {\n      _id\n      title\n      publishedAt\n    }\n    total\n  }\n  bands {\n    _id\n    name\n    createdAt\n  }\n  visitorStats @include(if: $visits) {\n    totalVisitors\n    percentageChange\n    thisMonth\n    lastMonth\n    daily {\n      date\n      visits\n    }\n  }\n}"): (typeof documents)["query AdminDashboard($inbox: Boolean!, $visits: Boolean!) {\n  contactInbox(limit: 5) @include(if: $inbox) {\n    messages {\n      _id\n      name\n      subject\n      createdAt\n    }\n    total\n  }\n  newsPage(limit: 5) {\n    items {\n      _id\n      title\n      publishedAt\n    }\n    total\n  }\n  bands {\n    _id\n    name\n    createdAt\n  }\n  visitorStats @include(if: $visits) {\n    totalVisitors\n    percentageChange\n    thisMonth\n    lastMonth\n    daily {\n      date\n      visits\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminVersionSummary on VersionSummary {\n  _id\n  createdAt\n  action\n  author {\n    _id\n    email\n  }\n  door\n  changes\n}\n\nfragment AdminRestored on Restored {\n  collection\n  _id\n  title\n  message\n}\n\nquery AdminVersions($collection: String!, $id: ID) {\n  versions(collection: $collection, id: $id) {\n    ...AdminVersionSummary\n  }\n}\n\nquery AdminVersion($collection: String!, $id: ID, $versionId: ID!) {\n  version(collection: $collection, id: $id, versionId: $versionId) {\n    _id\n    data\n  }\n}\n\nmutation AdminRestoreVersion($collection: String!, $id: ID, $versionId: ID!, $expectedUpdatedAt: DateTime) {\n  restoreVersion(\n    collection: $collection\n    id: $id\n    versionId: $versionId\n    expectedUpdatedAt: $expectedUpdatedAt\n  ) {\n    ...AdminRestored\n  }\n}\n\nquery AdminTrash {\n  trash {\n    collection\n    _id\n    title\n    deletedAt\n    deletedBy {\n      _id\n      email\n    }\n    purgeAt\n  }\n}\n\nmutation AdminRestoreFromTrash($collection: String!, $id: ID!) {\n  restoreFromTrash(collection: $collection, id: $id) {\n    ...AdminRestored\n  }\n}\n\nmutation AdminPurgeFromTrash($collection: String!, $id: ID!) {\n  purgeFromTrash(collection: $collection, id: $id) {\n    _id\n    message\n  }\n}\n\nquery AdminAuditLog($limit: Int, $cursor: String, $collection: String, $actor: String, $since: String, $until: String) {\n  auditLog(\n    limit: $limit\n    cursor: $cursor\n    collection: $collection\n    actor: $actor\n    since: $since\n    until: $until\n  ) {\n    entries {\n      _id\n      at\n      actor {\n        _id\n        email\n      }\n      action\n      collection\n      itemId\n      title\n      door\n      requestId\n    }\n    nextCursor\n  }\n}"): (typeof documents)["fragment AdminVersionSummary on VersionSummary {\n  _id\n  createdAt\n  action\n  author {\n    _id\n    email\n  }\n  door\n  changes\n}\n\nfragment AdminRestored on Restored {\n  collection\n  _id\n  title\n  message\n}\n\nquery AdminVersions($collection: String!, $id: ID) {\n  versions(collection: $collection, id: $id) {\n    ...AdminVersionSummary\n  }\n}\n\nquery AdminVersion($collection: String!, $id: ID, $versionId: ID!) {\n  version(collection: $collection, id: $id, versionId: $versionId) {\n    _id\n    data\n  }\n}\n\nmutation AdminRestoreVersion($collection: String!, $id: ID, $versionId: ID!, $expectedUpdatedAt: DateTime) {\n  restoreVersion(\n    collection: $collection\n    id: $id\n    versionId: $versionId\n    expectedUpdatedAt: $expectedUpdatedAt\n  ) {\n    ...AdminRestored\n  }\n}\n\nquery AdminTrash {\n  trash {\n    collection\n    _id\n    title\n    deletedAt\n    deletedBy {\n      _id\n      email\n    }\n    purgeAt\n  }\n}\n\nmutation AdminRestoreFromTrash($collection: String!, $id: ID!) {\n  restoreFromTrash(collection: $collection, id: $id) {\n    ...AdminRestored\n  }\n}\n\nmutation AdminPurgeFromTrash($collection: String!, $id: ID!) {\n  purgeFromTrash(collection: $collection, id: $id) {\n    _id\n    message\n  }\n}\n\nquery AdminAuditLog($limit: Int, $cursor: String, $collection: String, $actor: String, $since: String, $until: String) {\n  auditLog(\n    limit: $limit\n    cursor: $cursor\n    collection: $collection\n    actor: $actor\n    since: $since\n    until: $until\n  ) {\n    entries {\n      _id\n      at\n      actor {\n        _id\n        email\n      }\n      action\n      collection\n      itemId\n      title\n      door\n      requestId\n    }\n    nextCursor\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminInbox($limit: Int, $offset: Int, $status: String) {\n  contactInbox(limit: $limit, offset: $offset, status: $status) {\n    total\n    unread\n    messages {\n      _id\n      name\n      email\n      subject\n      message\n      createdAt\n      readAt\n      handledAt\n    }\n  }\n}\n\nmutation AdminUpdateContactMessage($id: ID!, $input: ContactMessageUpdate!) {\n  updateContactMessage(id: $id, input: $input) {\n    _id\n    readAt\n    handledAt\n  }\n}\n\nmutation AdminDeleteContactMessage($id: ID!) {\n  deleteContactMessage(id: $id) {\n    _id\n    message\n  }\n}\n\nquery AdminInboxCount {\n  contactInbox(limit: 1) {\n    unread\n  }\n}"): (typeof documents)["query AdminInbox($limit: Int, $offset: Int, $status: String) {\n  contactInbox(limit: $limit, offset: $offset, status: $status) {\n    total\n    unread\n    messages {\n      _id\n      name\n      email\n      subject\n      message\n      createdAt\n      readAt\n      handledAt\n    }\n  }\n}\n\nmutation AdminUpdateContactMessage($id: ID!, $input: ContactMessageUpdate!) {\n  updateContactMessage(id: $id, input: $input) {\n    _id\n    readAt\n    handledAt\n  }\n}\n\nmutation AdminDeleteContactMessage($id: ID!) {\n  deleteContactMessage(id: $id) {\n    _id\n    message\n  }\n}\n\nquery AdminInboxCount {\n  contactInbox(limit: 1) {\n    unread\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminFestivalDays {\n  activeFestival {\n    _id\n    days {\n      label\n      date\n    }\n  }\n}"): (typeof documents)["query AdminFestivalDays {\n  activeFestival {\n    _id\n    days {\n      label\n      date\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminInfoPage on InfoPage {\n  ...InfoPageFields\n  updatedAt\n}"): (typeof documents)["fragment AdminInfoPage on InfoPage {\n  ...InfoPageFields\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminRelease on Release {\n  _id\n  name\n  publishAt\n  status\n  items {\n    collection\n    _id\n    title\n  }\n  siteAssets\n}\n\nquery AdminReleases {\n  releases {\n    ...AdminRelease\n  }\n}\n\nquery AdminReleaseCandidates {\n  bands {\n    _id\n    name\n    status\n    publishAt\n  }\n  news {\n    _id\n    title\n    status\n    publishAt\n  }\n  archives {\n    _id\n    year\n    status\n    publishAt\n  }\n  partners {\n    _id\n    name\n    status\n    publishAt\n  }\n}\n\nmutation AdminCreateRelease($name: String!, $publishAt: DateTime!) {\n  createRelease(name: $name, publishAt: $publishAt) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminUpdateRelease($id: ID!, $input: ReleaseUpdateInput!) {\n  updateRelease(id: $id, input: $input) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminPublishRelease($id: ID!) {\n  publishRelease(id: $id) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminCancelRelease($id: ID!) {\n  cancelRelease(id: $id) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminCreatePreview($releaseId: ID) {\n  createPreview(releaseId: $releaseId) {\n    url\n    expiresAt\n  }\n}"): (typeof documents)["fragment AdminRelease on Release {\n  _id\n  name\n  publishAt\n  status\n  items {\n    collection\n    _id\n    title\n  }\n  siteAssets\n}\n\nquery AdminReleases {\n  releases {\n    ...AdminRelease\n  }\n}\n\nquery AdminReleaseCandidates {\n  bands {\n    _id\n    name\n    status\n    publishAt\n  }\n  news {\n    _id\n    title\n    status\n    publishAt\n  }\n  archives {\n    _id\n    year\n    status\n    publishAt\n  }\n  partners {\n    _id\n    name\n    status\n    publishAt\n  }\n}\n\nmutation AdminCreateRelease($name: String!, $publishAt: DateTime!) {\n  createRelease(name: $name, publishAt: $publishAt) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminUpdateRelease($id: ID!, $input: ReleaseUpdateInput!) {\n  updateRelease(id: $id, input: $input) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminPublishRelease($id: ID!) {\n  publishRelease(id: $id) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminCancelRelease($id: ID!) {\n  cancelRelease(id: $id) {\n    ...AdminRelease\n  }\n}\n\nmutation AdminCreatePreview($releaseId: ID) {\n  createPreview(releaseId: $releaseId) {\n    url\n    expiresAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResetLinks {\n  resetLinks {\n    _id\n    memberId\n    memberEmail\n    createdById\n    createdByEmail\n    createdAt\n    expiresAt\n  }\n}\n\nmutation RevokeResetLink($id: ID!) {\n  revokeResetLink(id: $id)\n}"): (typeof documents)["query ResetLinks {\n  resetLinks {\n    _id\n    memberId\n    memberEmail\n    createdById\n    createdByEmail\n    createdAt\n    expiresAt\n  }\n}\n\nmutation RevokeResetLink($id: ID!) {\n  revokeResetLink(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TeamMember on Member {\n  _id\n  email\n  role\n  active\n  createdAt\n  lastSignInAt\n  twoFactor\n  passkeys\n}\n\nfragment PendingInvite on Invite {\n  _id\n  email\n  role\n  createdAt\n  expiresAt\n}\n\nquery Team {\n  members {\n    ...TeamMember\n  }\n  invites {\n    ...PendingInvite\n  }\n  teamPolicy {\n    requireTwoFactor\n  }\n}\n\nmutation UpdateTeamPolicy($requireTwoFactor: Boolean!) {\n  updateTeamPolicy(requireTwoFactor: $requireTwoFactor) {\n    requireTwoFactor\n  }\n}\n\nmutation InviteMember($input: InviteInput!) {\n  inviteMember(input: $input) {\n    ...PendingInvite\n    url\n  }\n}\n\nmutation RevokeInvite($id: ID!) {\n  revokeInvite(id: $id)\n}\n\nmutation UpdateMember($id: ID!, $input: MemberUpdateInput!) {\n  updateMember(id: $id, input: $input) {\n    ...TeamMember\n  }\n}\n\nmutation CreateResetLink($id: ID!) {\n  createResetLink(id: $id) {\n    url\n    expiresAt\n  }\n}"): (typeof documents)["fragment TeamMember on Member {\n  _id\n  email\n  role\n  active\n  createdAt\n  lastSignInAt\n  twoFactor\n  passkeys\n}\n\nfragment PendingInvite on Invite {\n  _id\n  email\n  role\n  createdAt\n  expiresAt\n}\n\nquery Team {\n  members {\n    ...TeamMember\n  }\n  invites {\n    ...PendingInvite\n  }\n  teamPolicy {\n    requireTwoFactor\n  }\n}\n\nmutation UpdateTeamPolicy($requireTwoFactor: Boolean!) {\n  updateTeamPolicy(requireTwoFactor: $requireTwoFactor) {\n    requireTwoFactor\n  }\n}\n\nmutation InviteMember($input: InviteInput!) {\n  inviteMember(input: $input) {\n    ...PendingInvite\n    url\n  }\n}\n\nmutation RevokeInvite($id: ID!) {\n  revokeInvite(id: $id)\n}\n\nmutation UpdateMember($id: ID!, $input: MemberUpdateInput!) {\n  updateMember(id: $id, input: $input) {\n    ...TeamMember\n  }\n}\n\nmutation CreateResetLink($id: ID!) {\n  createResetLink(id: $id) {\n    url\n    expiresAt\n  }\n}"];
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
export function graphql(source: "fragment AdminPartner on Partner {\n  _id\n  name\n  url\n  tier\n  order\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n  status\n  publishAt\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment AdminPartner on Partner {\n  _id\n  name\n  url\n  tier\n  order\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n  status\n  publishAt\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminStageById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  stage(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminStage\n  }\n}"): (typeof documents)["query AdminStageById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  stage(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminStage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminStage on Stage {\n  _id\n  name\n  order\n  updatedAt\n}"): (typeof documents)["fragment AdminStage on Stage {\n  _id\n  name\n  order\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBands($locale: Locale, $fallback: LocaleFallback) {\n  bands(locale: $locale, fallback: $fallback) {\n    ...AdminBand\n  }\n}"): (typeof documents)["query AdminBands($locale: Locale, $fallback: LocaleFallback) {\n  bands(locale: $locale, fallback: $fallback) {\n    ...AdminBand\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSiteAssets($locale: Locale, $fallback: LocaleFallback) {\n  siteAssets(locale: $locale, fallback: $fallback) {\n    ...AdminSiteAssets\n  }\n}"): (typeof documents)["query AdminSiteAssets($locale: Locale, $fallback: LocaleFallback) {\n  siteAssets(locale: $locale, fallback: $fallback) {\n    ...AdminSiteAssets\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateArticle($id: ID!, $input: NewsInput!, $locale: Locale) {\n  updateNewsArticle(id: $id, input: $input, locale: $locale) {\n    ...AdminArticle\n  }\n}"): (typeof documents)["mutation AdminUpdateArticle($id: ID!, $input: NewsInput!, $locale: Locale) {\n  updateNewsArticle(id: $id, input: $input, locale: $locale) {\n    ...AdminArticle\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminNewsPage($limit: Int!, $cursor: String, $q: String, $year: Int, $locale: Locale, $fallback: LocaleFallback) {\n  newsPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    year: $year\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminArticle\n    }\n    nextCursor\n    total\n  }\n}"): (typeof documents)["query AdminNewsPage($limit: Int!, $cursor: String, $q: String, $year: Int, $locale: Locale, $fallback: LocaleFallback) {\n  newsPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    year: $year\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminArticle\n    }\n    nextCursor\n    total\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateBand($input: BandInput!) {\n  createBand(input: $input) {\n    ...AdminBand\n  }\n}"): (typeof documents)["mutation AdminCreateBand($input: BandInput!) {\n  createBand(input: $input) {\n    ...AdminBand\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminArchive on Archive {\n  _id\n  year\n  description\n  poster\n  posterVariants {\n    ...ImageVariantsFields\n  }\n  lineup\n  status\n  publishAt\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment AdminArchive on Archive {\n  _id\n  year\n  description\n  poster\n  posterVariants {\n    ...ImageVariantsFields\n  }\n  lineup\n  status\n  publishAt\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBandById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  band(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminBand\n  }\n}"): (typeof documents)["query AdminBandById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  band(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminBand\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreatePartner($input: PartnerInput!) {\n  createPartner(input: $input) {\n    ...AdminPartner\n  }\n}"): (typeof documents)["mutation AdminCreatePartner($input: PartnerInput!) {\n  createPartner(input: $input) {\n    ...AdminPartner\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateStage($id: ID!, $input: StageInput!, $locale: Locale) {\n  updateStage(id: $id, input: $input, locale: $locale) {\n    ...AdminStage\n  }\n}"): (typeof documents)["mutation AdminUpdateStage($id: ID!, $input: StageInput!, $locale: Locale) {\n  updateStage(id: $id, input: $input, locale: $locale) {\n    ...AdminStage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateArchive($input: ArchiveInput!) {\n  createArchive(input: $input) {\n    ...AdminArchive\n  }\n}"): (typeof documents)["mutation AdminCreateArchive($input: ArchiveInput!) {\n  createArchive(input: $input) {\n    ...AdminArchive\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FestivalFields on Festival {\n  _id\n  name\n  dates\n  description\n  location\n  ticketUrl\n  isActive\n  days {\n    label\n    date\n  }\n}"): (typeof documents)["fragment FestivalFields on Festival {\n  _id\n  name\n  dates\n  description\n  location\n  ticketUrl\n  isActive\n  days {\n    label\n    date\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminFestival on Festival {\n  _id\n  name\n  dates\n  description\n  location\n  ticketUrl\n  isActive\n  days {\n    label\n    date\n  }\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment AdminFestival on Festival {\n  _id\n  name\n  dates\n  description\n  location\n  ticketUrl\n  isActive\n  days {\n    label\n    date\n  }\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ArchiveFields on Archive {\n  _id\n  year\n  description\n  poster\n  posterVariants {\n    ...ImageVariantsFields\n  }\n  lineup\n}"): (typeof documents)["fragment ArchiveFields on Archive {\n  _id\n  year\n  description\n  poster\n  posterVariants {\n    ...ImageVariantsFields\n  }\n  lineup\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminArchiveById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  archive(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminArchive\n  }\n}"): (typeof documents)["query AdminArchiveById($id: ID!, $locale: Locale, $fallback: LocaleFallback) {\n  archive(id: $id, locale: $locale, fallback: $fallback) {\n    ...AdminArchive\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteArticle($id: ID!) {\n  deleteNewsArticle(id: $id) {\n    _id\n    message\n  }\n}"): (typeof documents)["mutation AdminDeleteArticle($id: ID!) {\n  deleteNewsArticle(id: $id) {\n    _id\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PartnerFields on Partner {\n  _id\n  name\n  url\n  tier\n  order\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n}"): (typeof documents)["fragment PartnerFields on Partner {\n  _id\n  name\n  url\n  tier\n  order\n  logo\n  logoVariants {\n    ...ImageVariantsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminArchivesPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  archivesPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminArchive\n    }\n    nextCursor\n    total\n  }\n}"): (typeof documents)["query AdminArchivesPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  archivesPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminArchive\n    }\n    nextCursor\n    total\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateFestival($id: ID!, $input: FestivalInput!, $locale: Locale) {\n  updateFestival(id: $id, input: $input, locale: $locale) {\n    ...AdminFestival\n  }\n}"): (typeof documents)["mutation AdminUpdateFestival($id: ID!, $input: FestivalInput!, $locale: Locale) {\n  updateFestival(id: $id, input: $input, locale: $locale) {\n    ...AdminFestival\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminArticle on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  content\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n  author\n  tags\n  status\n  publishAt\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment AdminArticle on NewsArticle {\n  _id\n  title\n  slug\n  excerpt\n  content\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  publishedAt\n  author\n  tags\n  status\n  publishAt\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminFestivalsPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  festivalsPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminFestival\n    }\n    nextCursor\n    total\n  }\n}"): (typeof documents)["query AdminFestivalsPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  festivalsPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminFestival\n    }\n    nextCursor\n    total\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteBand($id: ID!) {\n  deleteBand(id: $id) {\n    _id\n    message\n  }\n}"): (typeof documents)["mutation AdminDeleteBand($id: ID!) {\n  deleteBand(id: $id) {\n    _id\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminStages($locale: Locale, $fallback: LocaleFallback) {\n  stages(locale: $locale, fallback: $fallback) {\n    ...AdminStage\n  }\n}"): (typeof documents)["query AdminStages($locale: Locale, $fallback: LocaleFallback) {\n  stages(locale: $locale, fallback: $fallback) {\n    ...AdminStage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminInfoPage($locale: Locale, $fallback: LocaleFallback) {\n  infoPage(locale: $locale, fallback: $fallback) {\n    ...AdminInfoPage\n  }\n}"): (typeof documents)["query AdminInfoPage($locale: Locale, $fallback: LocaleFallback) {\n  infoPage(locale: $locale, fallback: $fallback) {\n    ...AdminInfoPage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminStagesPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  stagesPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminStage\n    }\n    nextCursor\n    total\n  }\n}"): (typeof documents)["query AdminStagesPage($limit: Int!, $cursor: String, $q: String, $locale: Locale, $fallback: LocaleFallback) {\n  stagesPage(\n    limit: $limit\n    cursor: $cursor\n    q: $q\n    locale: $locale\n    fallback: $fallback\n  ) {\n    items {\n      ...AdminStage\n    }\n    nextCursor\n    total\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateFestival($input: FestivalInput!) {\n  createFestival(input: $input) {\n    ...AdminFestival\n  }\n}"): (typeof documents)["mutation AdminCreateFestival($input: FestivalInput!) {\n  createFestival(input: $input) {\n    ...AdminFestival\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteArchive($id: ID!) {\n  deleteArchive(id: $id) {\n    _id\n    message\n  }\n}"): (typeof documents)["mutation AdminDeleteArchive($id: ID!) {\n  deleteArchive(id: $id) {\n    _id\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateArticle($input: NewsInput!) {\n  createNewsArticle(input: $input) {\n    ...AdminArticle\n  }\n}"): (typeof documents)["mutation AdminCreateArticle($input: NewsInput!) {\n  createNewsArticle(input: $input) {\n    ...AdminArticle\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BandFields on Band {\n  _id\n  name\n  country\n  genre\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  performanceDay\n  order\n  biography\n  spotifyEmbed\n  socialLinks {\n    facebook\n    instagram\n    youtube\n    tiktok\n    bandcamp\n    website\n  }\n  stageId\n  startsAt\n  endsAt\n}"): (typeof documents)["fragment BandFields on Band {\n  _id\n  name\n  country\n  genre\n  image\n  imageVariants {\n    ...ImageVariantsFields\n  }\n  performanceDay\n  order\n  biography\n  spotifyEmbed\n  socialLinks {\n    facebook\n    instagram\n    youtube\n    tiktok\n    bandcamp\n    website\n  }\n  stageId\n  startsAt\n  endsAt\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;