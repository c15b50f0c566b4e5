/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ArchiveInput = {
  description: string;
  lineup: string;
  /** Up to 5 MB. On update: a file replaces the poster; omitted keeps it. */
  poster?: File | null | undefined;
  removePoster?: boolean | null | undefined;
  year: string;
};

export type BandInput = {
  biography: string;
  country: string;
  endsAt?: string | null | undefined;
  genre?: string | null | undefined;
  /** Up to 5 MB. On update: a file replaces the image (the old file is deleted); omitted keeps it. */
  image?: File | null | undefined;
  name: string;
  order?: number | null | undefined;
  performanceDay?: string | null | undefined;
  /** On update: remove the current image. */
  removeImage?: boolean | null | undefined;
  socialLinks?: SocialLinksInput | null | undefined;
  spotifyEmbed?: string | null | undefined;
  /**
   * Set time: stageId, startsAt and endsAt together (or all omitted/null for no set time).
   * startsAt/endsAt come in pairs, endsAt after startsAt, at most 6 hours; times need a stage.
   * A set overlapping another on the same stage is refused with CONFLICT.
   */
  stageId?: string | number | null | undefined;
  startsAt?: string | null | undefined;
};

export type ContactEmailInput = {
  email: string;
  purpose: string;
};

export type ContactInput = {
  email: string;
  message: string;
  name: string;
  subject: string;
};

export type CredentialsInput = {
  email: string;
  password: string;
};

export type FaqItemInput = {
  /** Kept when given; a new item gets one. */
  _id?: string | number | null | undefined;
  answer: string;
  question: string;
};

export type FestivalInput = {
  dates?: string | null | undefined;
  description?: string | null | undefined;
  /** Defaults to true on create. Activating one festival deactivates the others. */
  isActive?: boolean | null | undefined;
  location?: string | null | undefined;
  name: string;
  ticketUrl?: string | null | undefined;
};

export type InfoLocationInput = {
  address?: string | null | undefined;
  mapEmbedUrl?: string | null | undefined;
  title?: string | null | undefined;
};

/** The whole page: it replaces what was saved. */
export type InfoPageInput = {
  faq?: Array<FaqItemInput> | null | undefined;
  location?: InfoLocationInput | null | undefined;
  rules?: InfoRulesInput | null | undefined;
  travel?: InfoTravelInput | null | undefined;
};

export type InfoRulesInput = {
  allowedItems?: Array<string> | null | undefined;
  importantGuidelines?: Array<string> | null | undefined;
  prohibitedItems?: Array<string> | null | undefined;
  securityNote?: string | null | undefined;
};

export type InfoTravelInput = {
  accommodation?: string | null | undefined;
  byAir?: string | null | undefined;
  byCar?: string | null | undefined;
};

export type NewsInput = {
  author?: string | null | undefined;
  content: string;
  excerpt: string;
  /** Up to 5 MB. On update: a file replaces the image; omitted keeps it. */
  image?: File | null | undefined;
  publishedAt: string;
  removeImage?: boolean | null | undefined;
  tags?: Array<string> | null | undefined;
  title: string;
};

export type Role =
  | 'admin'
  | 'user';

/** Only the fields sent change. */
export type SiteAssetsInput = {
  bannerText?: string | null | undefined;
  /** Images to remove (their files are deleted). */
  clearImages?: Array<SiteImageField> | null | undefined;
  contactEmails?: Array<ContactEmailInput> | null | undefined;
  copyright?: string | null | undefined;
  countdownDate?: string | null | undefined;
  facebook?: string | null | undefined;
  gtmId?: string | null | undefined;
  heroImage?: File | null | undefined;
  instagram?: string | null | undefined;
  /** Images up to 10 MB: JPEG, PNG, WebP, GIF or AVIF. */
  logo?: File | null | undefined;
  mobileHeroImage?: File | null | undefined;
  seoDescriptions?: Record<string, string> | null | undefined;
  seoTitles?: Record<string, string> | null | undefined;
  youtube?: string | null | undefined;
};

export type SiteImageField =
  | 'heroImage'
  | 'logo'
  | 'mobileHeroImage';

export type SocialLinksInput = {
  bandcamp?: string | null | undefined;
  facebook?: string | null | undefined;
  instagram?: string | null | undefined;
  tiktok?: string | null | undefined;
  website?: string | null | undefined;
  youtube?: string | null | undefined;
};

export type StageInput = {
  name: string;
  /** Lower numbers come first. Default 999. */
  order?: number | null | undefined;
};

export type AdminArchiveFragment = { _id: string, year: string, description: string, poster: string | null, lineup: string };

export type AdminArchivesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminArchivesQuery = { archives: Array<{ _id: string, year: string, description: string, poster: string | null, lineup: string }> };

export type AdminCreateArchiveMutationVariables = Exact<{
  input: ArchiveInput;
}>;


export type AdminCreateArchiveMutation = { createArchive: { _id: string, year: string, description: string, poster: string | null, lineup: string } };

export type AdminUpdateArchiveMutationVariables = Exact<{
  id: string | number;
  input: ArchiveInput;
}>;


export type AdminUpdateArchiveMutation = { updateArchive: { _id: string, year: string, description: string, poster: string | null, lineup: string } };

export type AdminDeleteArchiveMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteArchiveMutation = { deleteArchive: { _id: string, message: string } };

export type AdminUpdateSiteAssetsMutationVariables = Exact<{
  input: SiteAssetsInput;
}>;


export type AdminUpdateSiteAssetsMutation = { updateSiteAssets: { logo: string | null, heroImage: string | null, mobileHeroImage: string | null, bannerText: string, countdownDate: string, copyright: string, gtmId: string, facebook: string, instagram: string, youtube: string, seoTitles: Record<string, string>, seoDescriptions: Record<string, string>, contactEmails: Array<{ email: string, purpose: string }> } };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { contactMessages: Array<{ _id: string, name: string, subject: string, createdAt: string }>, news: Array<{ _id: string, title: string, publishedAt: string }>, bands: Array<{ _id: string, name: string, createdAt: string }>, visitorStats: { totalVisitors: number, percentageChange: number, thisMonth: number, lastMonth: number, daily: Array<{ date: string, visits: number }> } };

export type AdminBandFragment = { _id: string, name: string, country: string, genre: string | null, image: string | null, performanceDay: string, order: number, biography: string, spotifyEmbed: string | null, stageId: string | null, startsAt: string | null, endsAt: string | null, createdAt: string, socialLinks: { facebook: string | null, instagram: string | null, youtube: string | null, tiktok: string | null, bandcamp: string | null, website: string | null } };

export type AdminBandsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBandsQuery = { bands: Array<{ _id: string, name: string, country: string, genre: string | null, image: string | null, performanceDay: string, order: number, biography: string, spotifyEmbed: string | null, stageId: string | null, startsAt: string | null, endsAt: string | null, createdAt: string, socialLinks: { facebook: string | null, instagram: string | null, youtube: string | null, tiktok: string | null, bandcamp: string | null, website: string | null } }> };

export type AdminCreateBandMutationVariables = Exact<{
  input: BandInput;
}>;


export type AdminCreateBandMutation = { createBand: { _id: string, name: string, country: string, genre: string | null, image: string | null, performanceDay: string, order: number, biography: string, spotifyEmbed: string | null, stageId: string | null, startsAt: string | null, endsAt: string | null, createdAt: string, socialLinks: { facebook: string | null, instagram: string | null, youtube: string | null, tiktok: string | null, bandcamp: string | null, website: string | null } } };

export type AdminUpdateBandMutationVariables = Exact<{
  id: string | number;
  input: BandInput;
}>;


export type AdminUpdateBandMutation = { updateBand: { _id: string, name: string, country: string, genre: string | null, image: string | null, performanceDay: string, order: number, biography: string, spotifyEmbed: string | null, stageId: string | null, startsAt: string | null, endsAt: string | null, createdAt: string, socialLinks: { facebook: string | null, instagram: string | null, youtube: string | null, tiktok: string | null, bandcamp: string | null, website: string | null } } };

export type AdminDeleteBandMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteBandMutation = { deleteBand: { _id: string, message: string } };

export type AdminStageFragment = { _id: string, name: string, order: number };

export type AdminStagesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStagesQuery = { stages: Array<{ _id: string, name: string, order: number }> };

export type AdminCreateStageMutationVariables = Exact<{
  input: StageInput;
}>;


export type AdminCreateStageMutation = { createStage: { _id: string, name: string, order: number } };

export type AdminUpdateStageMutationVariables = Exact<{
  id: string | number;
  input: StageInput;
}>;


export type AdminUpdateStageMutation = { updateStage: { _id: string, name: string, order: number } };

export type AdminDeleteStageMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteStageMutation = { deleteStage: { _id: string, message: string } };

export type AdminArticleFragment = { _id: string, title: string, excerpt: string, content: string, image: string | null, publishedAt: string, author: string | null, tags: Array<string> };

export type AdminNewsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminNewsQuery = { news: Array<{ _id: string, title: string, excerpt: string, content: string, image: string | null, publishedAt: string, author: string | null, tags: Array<string> }> };

export type AdminCreateArticleMutationVariables = Exact<{
  input: NewsInput;
}>;


export type AdminCreateArticleMutation = { createNewsArticle: { _id: string, title: string, excerpt: string, content: string, image: string | null, publishedAt: string, author: string | null, tags: Array<string> } };

export type AdminUpdateArticleMutationVariables = Exact<{
  id: string | number;
  input: NewsInput;
}>;


export type AdminUpdateArticleMutation = { updateNewsArticle: { _id: string, title: string, excerpt: string, content: string, image: string | null, publishedAt: string, author: string | null, tags: Array<string> } };

export type AdminDeleteArticleMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteArticleMutation = { deleteNewsArticle: { _id: string, message: string } };

export type AdminInfoPageFragment = { location: { title: string, address: string, mapEmbedUrl: string }, travel: { byAir: string, byCar: string, accommodation: string }, rules: { importantGuidelines: Array<string>, allowedItems: Array<string>, prohibitedItems: Array<string>, securityNote: string }, faq: Array<{ _id: string, question: string, answer: string }> };

export type AdminInfoPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminInfoPageQuery = { infoPage: { location: { title: string, address: string, mapEmbedUrl: string }, travel: { byAir: string, byCar: string, accommodation: string }, rules: { importantGuidelines: Array<string>, allowedItems: Array<string>, prohibitedItems: Array<string>, securityNote: string }, faq: Array<{ _id: string, question: string, answer: string }> } };

export type AdminUpdateInfoPageMutationVariables = Exact<{
  input: InfoPageInput;
}>;


export type AdminUpdateInfoPageMutation = { updateInfoPage: { location: { title: string, address: string, mapEmbedUrl: string }, travel: { byAir: string, byCar: string, accommodation: string }, rules: { importantGuidelines: Array<string>, allowedItems: Array<string>, prohibitedItems: Array<string>, securityNote: string }, faq: Array<{ _id: string, question: string, answer: string }> } };

export type AdminFestivalFragment = { _id: string, name: string, dates: string, description: string, location: string, ticketUrl: string, isActive: boolean };

export type AdminFestivalsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminFestivalsQuery = { festivals: Array<{ _id: string, name: string, dates: string, description: string, location: string, ticketUrl: string, isActive: boolean }> };

export type AdminCreateFestivalMutationVariables = Exact<{
  input: FestivalInput;
}>;


export type AdminCreateFestivalMutation = { createFestival: { _id: string, name: string, dates: string, description: string, location: string, ticketUrl: string, isActive: boolean } };

export type AdminUpdateFestivalMutationVariables = Exact<{
  id: string | number;
  input: FestivalInput;
}>;


export type AdminUpdateFestivalMutation = { updateFestival: { _id: string, name: string, dates: string, description: string, location: string, ticketUrl: string, isActive: boolean } };

export type PublicArchivesQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicArchivesQuery = { archives: Array<{ _id: string, year: string, description: string, poster: string | null, lineup: string }> };

export type SessionUserFragment = { _id: string, email: string, role: Role, createdAt: string };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { _id: string, email: string, role: Role, createdAt: string } };

export type LoginMutationVariables = Exact<{
  input: CredentialsInput;
}>;


export type LoginMutation = { login: { accessToken: string, refreshToken: string, user: { _id: string, email: string, role: Role, createdAt: string } } };

export type LogoutMutationVariables = Exact<{
  refreshToken: string;
}>;


export type LogoutMutation = { logout: boolean };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { message: string } };

export type HomeNewsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeNewsQuery = { news: Array<{ _id: string, title: string, excerpt: string, image: string | null, publishedAt: string }> };

export type PublicInfoPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicInfoPageQuery = { infoPage: { location: { title: string, address: string, mapEmbedUrl: string }, travel: { byAir: string, byCar: string, accommodation: string }, rules: { importantGuidelines: Array<string>, allowedItems: Array<string>, prohibitedItems: Array<string>, securityNote: string }, faq: Array<{ _id: string, question: string, answer: string }> } };

export type FooterLocationQueryVariables = Exact<{ [key: string]: never; }>;


export type FooterLocationQuery = { infoPage: { location: { title: string } } };

export type LineupQueryVariables = Exact<{ [key: string]: never; }>;


export type LineupQuery = { bands: Array<{ _id: string, name: string, country: string, genre: string | null, image: string | null, performanceDay: string, order: number, stageId: string | null, startsAt: string | null, endsAt: string | null, biography: string, spotifyEmbed: string | null, socialLinks: { facebook: string | null, instagram: string | null, youtube: string | null, tiktok: string | null, bandcamp: string | null, website: string | null } }>, stages: Array<{ _id: string, name: string, order: number }> };

export type NewsListQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsListQuery = { news: Array<{ _id: string, title: string, excerpt: string, image: string | null, publishedAt: string }> };

export type NewsArticleQueryVariables = Exact<{
  id: string | number;
}>;


export type NewsArticleQuery = { article: { _id: string, title: string, excerpt: string, content: string, image: string | null, publishedAt: string, author: string | null, tags: Array<string> } };

export type LogVisitMutationVariables = Exact<{ [key: string]: never; }>;


export type LogVisitMutation = { logVisit: boolean };

export type SiteAssetsFieldsFragment = { logo: string | null, heroImage: string | null, mobileHeroImage: string | null, bannerText: string, countdownDate: string, copyright: string, gtmId: string, facebook: string, instagram: string, youtube: string, seoTitles: Record<string, string>, seoDescriptions: Record<string, string>, contactEmails: Array<{ email: string, purpose: string }> };

export type SiteAssetsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteAssetsQuery = { siteAssets: { logo: string | null, heroImage: string | null, mobileHeroImage: string | null, bannerText: string, countdownDate: string, copyright: string, gtmId: string, facebook: string, instagram: string, youtube: string, seoTitles: Record<string, string>, seoDescriptions: Record<string, string>, contactEmails: Array<{ email: string, purpose: string }> } };

export type ActiveFestivalQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveFestivalQuery = { activeFestival: { _id: string, name: string, dates: string, description: string, location: string, ticketUrl: string, isActive: boolean } | null };

export const AdminArchiveFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArchive"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Archive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"poster"}},{"kind":"Field","name":{"kind":"Name","value":"lineup"}}]}}]} as unknown as DocumentNode<AdminArchiveFragment, unknown>;
export const AdminBandFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Band"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"genre"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"performanceDay"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"spotifyEmbed"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"tiktok"}},{"kind":"Field","name":{"kind":"Name","value":"bandcamp"}},{"kind":"Field","name":{"kind":"Name","value":"website"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminBandFragment, unknown>;
export const AdminStageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]} as unknown as DocumentNode<AdminStageFragment, unknown>;
export const AdminArticleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<AdminArticleFragment, unknown>;
export const AdminInfoPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInfoPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mapEmbedUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"travel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"byAir"}},{"kind":"Field","name":{"kind":"Name","value":"byCar"}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importantGuidelines"}},{"kind":"Field","name":{"kind":"Name","value":"allowedItems"}},{"kind":"Field","name":{"kind":"Name","value":"prohibitedItems"}},{"kind":"Field","name":{"kind":"Name","value":"securityNote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<AdminInfoPageFragment, unknown>;
export const AdminFestivalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFestival"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Festival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminFestivalFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const SiteAssetsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteAssetsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteAssets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"heroImage"}},{"kind":"Field","name":{"kind":"Name","value":"mobileHeroImage"}},{"kind":"Field","name":{"kind":"Name","value":"bannerText"}},{"kind":"Field","name":{"kind":"Name","value":"countdownDate"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"gtmId"}},{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitles"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescriptions"}}]}}]} as unknown as DocumentNode<SiteAssetsFieldsFragment, unknown>;
export const AdminArchivesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArchives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArchive"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArchive"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Archive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"poster"}},{"kind":"Field","name":{"kind":"Name","value":"lineup"}}]}}]} as unknown as DocumentNode<AdminArchivesQuery, AdminArchivesQueryVariables>;
export const AdminCreateArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArchiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createArchive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArchive"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArchive"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Archive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"poster"}},{"kind":"Field","name":{"kind":"Name","value":"lineup"}}]}}]} as unknown as DocumentNode<AdminCreateArchiveMutation, AdminCreateArchiveMutationVariables>;
export const AdminUpdateArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArchiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateArchive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArchive"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArchive"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Archive"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"poster"}},{"kind":"Field","name":{"kind":"Name","value":"lineup"}}]}}]} as unknown as DocumentNode<AdminUpdateArchiveMutation, AdminUpdateArchiveMutationVariables>;
export const AdminDeleteArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteArchive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteArchiveMutation, AdminDeleteArchiveMutationVariables>;
export const AdminUpdateSiteAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateSiteAssets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteAssetsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteAssets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteAssetsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteAssetsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteAssets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"heroImage"}},{"kind":"Field","name":{"kind":"Name","value":"mobileHeroImage"}},{"kind":"Field","name":{"kind":"Name","value":"bannerText"}},{"kind":"Field","name":{"kind":"Name","value":"countdownDate"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"gtmId"}},{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitles"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescriptions"}}]}}]} as unknown as DocumentNode<AdminUpdateSiteAssetsMutation, AdminUpdateSiteAssetsMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"news"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visitorStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalVisitors"}},{"kind":"Field","name":{"kind":"Name","value":"percentageChange"}},{"kind":"Field","name":{"kind":"Name","value":"thisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"lastMonth"}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminBandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBand"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Band"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"genre"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"performanceDay"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"spotifyEmbed"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"tiktok"}},{"kind":"Field","name":{"kind":"Name","value":"bandcamp"}},{"kind":"Field","name":{"kind":"Name","value":"website"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminBandsQuery, AdminBandsQueryVariables>;
export const AdminCreateBandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateBand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBand"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Band"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"genre"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"performanceDay"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"spotifyEmbed"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"tiktok"}},{"kind":"Field","name":{"kind":"Name","value":"bandcamp"}},{"kind":"Field","name":{"kind":"Name","value":"website"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCreateBandMutation, AdminCreateBandMutationVariables>;
export const AdminUpdateBandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateBand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBand"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBand"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Band"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"genre"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"performanceDay"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"spotifyEmbed"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"tiktok"}},{"kind":"Field","name":{"kind":"Name","value":"bandcamp"}},{"kind":"Field","name":{"kind":"Name","value":"website"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUpdateBandMutation, AdminUpdateBandMutationVariables>;
export const AdminDeleteBandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteBand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteBandMutation, AdminDeleteBandMutationVariables>;
export const AdminStagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]} as unknown as DocumentNode<AdminStagesQuery, AdminStagesQueryVariables>;
export const AdminCreateStageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateStage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]} as unknown as DocumentNode<AdminCreateStageMutation, AdminCreateStageMutationVariables>;
export const AdminUpdateStageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateStage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]} as unknown as DocumentNode<AdminUpdateStageMutation, AdminUpdateStageMutationVariables>;
export const AdminDeleteStageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteStage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteStageMutation, AdminDeleteStageMutationVariables>;
export const AdminNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArticle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<AdminNewsQuery, AdminNewsQueryVariables>;
export const AdminCreateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNewsArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArticle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<AdminCreateArticleMutation, AdminCreateArticleMutationVariables>;
export const AdminUpdateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNewsArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArticle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<AdminUpdateArticleMutation, AdminUpdateArticleMutationVariables>;
export const AdminDeleteArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNewsArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteArticleMutation, AdminDeleteArticleMutationVariables>;
export const AdminInfoPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInfoPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"infoPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInfoPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInfoPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mapEmbedUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"travel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"byAir"}},{"kind":"Field","name":{"kind":"Name","value":"byCar"}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importantGuidelines"}},{"kind":"Field","name":{"kind":"Name","value":"allowedItems"}},{"kind":"Field","name":{"kind":"Name","value":"prohibitedItems"}},{"kind":"Field","name":{"kind":"Name","value":"securityNote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<AdminInfoPageQuery, AdminInfoPageQueryVariables>;
export const AdminUpdateInfoPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateInfoPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InfoPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInfoPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInfoPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInfoPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InfoPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mapEmbedUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"travel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"byAir"}},{"kind":"Field","name":{"kind":"Name","value":"byCar"}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importantGuidelines"}},{"kind":"Field","name":{"kind":"Name","value":"allowedItems"}},{"kind":"Field","name":{"kind":"Name","value":"prohibitedItems"}},{"kind":"Field","name":{"kind":"Name","value":"securityNote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateInfoPageMutation, AdminUpdateInfoPageMutationVariables>;
export const AdminFestivalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFestivals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"festivals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFestival"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFestival"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Festival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminFestivalsQuery, AdminFestivalsQueryVariables>;
export const AdminCreateFestivalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateFestival"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FestivalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFestival"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFestival"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFestival"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Festival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminCreateFestivalMutation, AdminCreateFestivalMutationVariables>;
export const AdminUpdateFestivalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateFestival"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FestivalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFestival"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFestival"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFestival"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Festival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminUpdateFestivalMutation, AdminUpdateFestivalMutationVariables>;
export const PublicArchivesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicArchives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"poster"}},{"kind":"Field","name":{"kind":"Name","value":"lineup"}}]}}]}}]} as unknown as DocumentNode<PublicArchivesQuery, PublicArchivesQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CredentialsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}]}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const HomeNewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeNews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"4"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<HomeNewsQuery, HomeNewsQueryVariables>;
export const PublicInfoPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicInfoPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"infoPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mapEmbedUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"travel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"byAir"}},{"kind":"Field","name":{"kind":"Name","value":"byCar"}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importantGuidelines"}},{"kind":"Field","name":{"kind":"Name","value":"allowedItems"}},{"kind":"Field","name":{"kind":"Name","value":"prohibitedItems"}},{"kind":"Field","name":{"kind":"Name","value":"securityNote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]} as unknown as DocumentNode<PublicInfoPageQuery, PublicInfoPageQueryVariables>;
export const FooterLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FooterLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"infoPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<FooterLocationQuery, FooterLocationQueryVariables>;
export const LineupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Lineup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"genre"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"performanceDay"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"stageId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"biography"}},{"kind":"Field","name":{"kind":"Name","value":"spotifyEmbed"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"tiktok"}},{"kind":"Field","name":{"kind":"Name","value":"bandcamp"}},{"kind":"Field","name":{"kind":"Name","value":"website"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]} as unknown as DocumentNode<LineupQuery, LineupQueryVariables>;
export const NewsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<NewsListQuery, NewsListQueryVariables>;
export const NewsArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}}]} as unknown as DocumentNode<NewsArticleQuery, NewsArticleQueryVariables>;
export const LogVisitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogVisit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logVisit"}}]}}]} as unknown as DocumentNode<LogVisitMutation, LogVisitMutationVariables>;
export const SiteAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteAssets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteAssets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteAssetsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteAssetsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteAssets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"heroImage"}},{"kind":"Field","name":{"kind":"Name","value":"mobileHeroImage"}},{"kind":"Field","name":{"kind":"Name","value":"bannerText"}},{"kind":"Field","name":{"kind":"Name","value":"countdownDate"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"gtmId"}},{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitles"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescriptions"}}]}}]} as unknown as DocumentNode<SiteAssetsQuery, SiteAssetsQueryVariables>;
export const ActiveFestivalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveFestival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeFestival"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"ticketUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<ActiveFestivalQuery, ActiveFestivalQueryVariables>;