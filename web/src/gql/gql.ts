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
    "fragment SessionUser on User {\n  _id\n  email\n  role\n  createdAt\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: CredentialsInput!) {\n  login(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}": typeof types.SessionUserFragmentDoc,
    "mutation LogVisit {\n  logVisit\n}": typeof types.LogVisitDocument,
    "query SiteAssets {\n  siteAssets {\n    logo\n    heroImage\n    mobileHeroImage\n    bannerText\n    countdownDate\n    contactEmails {\n      email\n      purpose\n    }\n    copyright\n    gtmId\n    facebook\n    instagram\n    youtube\n    seoTitles\n    seoDescriptions\n  }\n}\n\nquery ActiveFestival {\n  activeFestival {\n    _id\n    name\n    dates\n    description\n    location\n    ticketUrl\n    isActive\n  }\n}": typeof types.SiteAssetsDocument,
};
const documents: Documents = {
    "fragment SessionUser on User {\n  _id\n  email\n  role\n  createdAt\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: CredentialsInput!) {\n  login(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}": types.SessionUserFragmentDoc,
    "mutation LogVisit {\n  logVisit\n}": types.LogVisitDocument,
    "query SiteAssets {\n  siteAssets {\n    logo\n    heroImage\n    mobileHeroImage\n    bannerText\n    countdownDate\n    contactEmails {\n      email\n      purpose\n    }\n    copyright\n    gtmId\n    facebook\n    instagram\n    youtube\n    seoTitles\n    seoDescriptions\n  }\n}\n\nquery ActiveFestival {\n  activeFestival {\n    _id\n    name\n    dates\n    description\n    location\n    ticketUrl\n    isActive\n  }\n}": types.SiteAssetsDocument,
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
export function graphql(source: "fragment SessionUser on User {\n  _id\n  email\n  role\n  createdAt\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: CredentialsInput!) {\n  login(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}"): (typeof documents)["fragment SessionUser on User {\n  _id\n  email\n  role\n  createdAt\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Login($input: CredentialsInput!) {\n  login(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogVisit {\n  logVisit\n}"): (typeof documents)["mutation LogVisit {\n  logVisit\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteAssets {\n  siteAssets {\n    logo\n    heroImage\n    mobileHeroImage\n    bannerText\n    countdownDate\n    contactEmails {\n      email\n      purpose\n    }\n    copyright\n    gtmId\n    facebook\n    instagram\n    youtube\n    seoTitles\n    seoDescriptions\n  }\n}\n\nquery ActiveFestival {\n  activeFestival {\n    _id\n    name\n    dates\n    description\n    location\n    ticketUrl\n    isActive\n  }\n}"): (typeof documents)["query SiteAssets {\n  siteAssets {\n    logo\n    heroImage\n    mobileHeroImage\n    bannerText\n    countdownDate\n    contactEmails {\n      email\n      purpose\n    }\n    copyright\n    gtmId\n    facebook\n    instagram\n    youtube\n    seoTitles\n    seoDescriptions\n  }\n}\n\nquery ActiveFestival {\n  activeFestival {\n    _id\n    name\n    dates\n    description\n    location\n    ticketUrl\n    isActive\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;