/**
 * The ports between modules: the small interfaces one module offers another, wired in app.ts.
 * A module depends on these types, never on another module's files.
 */
import type { Language, LoginSession } from '../contracts/auth';
import type { ChatMessage, ConversationReadEvent, DeletedMessage, TypingEvent } from '../contracts/chat';
import type { GigStatus, KitFile } from '../contracts/gigs';
import type { NotificationRow } from '../db/schema';

/** A text in both interface languages, or one text for both. */
export type Localized = string | { en: string; ar: string };

/** The kinds of thing a notification's action opens (the bell follows `{id, type}`). */
export type ActionType =
  | 'client_request'
  | 'change_request'
  | 'order'
  | 'gig'
  | 'product'
  | 'profile'
  | 'chat'
  | 'user';

export interface NotifyInput {
  /** What happened: `follow`, `endorsement`, `order`, `chat`, `client_request`… */
  kind: string;
  title: Localized;
  message: Localized;
  /** A storage key or an absolute URL (usually the actor's avatar). */
  image?: string | null;
  /** What the client may open: `[{id, type}]`. */
  actions?: { id: string; type: ActionType | string }[];
  /** The user who caused it, if any. */
  actorId?: string | null;
  /** Default `guild`. */
  systemType?: string;
  /** Skip when the recipient still has an unread notification of this kind from this actor. */
  onceWhileUnread?: boolean;
}

/**
 * `app.notifier`: tells a user something. Inside an open transaction (server/lib/transaction.ts) the
 * notification is written in it, and `notification.created` is emitted once it commits.
 */
export interface Notifier {
  notify(userId: string, input: NotifyInput): Promise<NotificationRow | null>;
}

/** What other modules may show of a person (a gig's seller, a request's client, a chat partner). */
export interface Person {
  id: string;
  email: string;
  fullName: string;
  /** A storage key or an absolute URL; `app.storage.publicUrl` turns a key into a URL. */
  avatar: string | null;
  city: string | null;
  location: string | null;
  companyName: string | null;
  jobTitle: string | null;
  isExpert: boolean;
  language: 'en' | 'ar';
}

/** `app.people`: the accounts module's answer to "who is this user?", for every other module. */
export interface People {
  byId(id: string): Promise<Person | null>;
  /** Missing ids are simply absent from the map. */
  byIds(ids: readonly string[]): Promise<Map<string, Person>>;
}

/** `app.engagement`: the profile card's appreciation and visit counters (profiles module). */
export interface EngagementCounter {
  add(userId: string, delta: { appreciations?: number; visits?: number }): Promise<void>;
}

/** `app.profileFacts`: what the User answer and the expert switch need from the profiles module. */
export interface ProfileFacts {
  /** The social links and skills a User answer carries. */
  linksAndSkills(userId: string): Promise<{
    social_links: { id: string; name: string; url: string }[];
    skills: { id: string; title: string; description: string | null }[];
  }>;
  /**
   * Switches expert mode: on only with at least one skill and a GitHub link to github.com, else a
   * FieldError naming what is missing. Answers the confirmation text and the new flag.
   */
  setExpert(userId: string, isExpert: boolean): Promise<{ detail: string; is_expert: boolean }>;
}

/** A team as other modules need it: its name and who leads it (hiring sends a team's requests to its lead). */
export interface TeamFacts {
  id: string;
  name: string;
  leadId: string;
}

/** `app.teamDirectory`: the teams module's answer to "which team is this, and who leads it?". */
export interface TeamDirectory {
  byId(id: string): Promise<TeamFacts | null>;
  /** Missing ids are simply absent from the map. */
  byIds(ids: readonly string[]): Promise<Map<string, TeamFacts>>;
  /**
   * The team each of these users leads, else the first they belong to (the home page user's
   * `team`); users in no team are absent.
   */
  teamOf(userIds: readonly string[]): Promise<Map<string, TeamFacts>>;
}

/** A stock item as an order of it sees it (products module). */
export interface StockOffer {
  stockId: string;
  productId: string;
  vendorId: string;
  /** The product's name with the item's option values, e.g. "Desk lamp (Black)". */
  name: string;
  /** One unit after the discount, in minor units, and its currency. */
  unitMinor: number;
  currency: string;
  /** A storage key of the item's first picture, if any. */
  image: string | null;
}

/**
 * `productStock`: what the orders module asks of the product catalogue when a product is bought.
 * Run `reserve`, `release` and `confirm` inside the order's transaction (server/lib/transaction.ts),
 * so the order and its stock move together.
 */
export interface ProductStock {
  offer(stockId: string): Promise<StockOffer | null>;
  /** Takes `quantity` units off in one conditional UPDATE; false when fewer are left (never oversold). */
  reserve(stockId: string, quantity: number): Promise<boolean>;
  /** Puts reserved units back: the checkout was cancelled, failed or expired. */
  release(stockId: string, quantity: number): Promise<void>;
  /** The reserved units were paid for: records the customer's purchase (once per order) and tells the seller. */
  confirm(sale: {
    orderId: string;
    stockId: string;
    quantity: number;
    customerId: string;
    amountMinor: number;
    currency: string;
  }): Promise<void>;
}

/** A gig as the orders module sells it (gigs module). `banner` is a storage key. */
export interface GigForSale {
  id: string;
  ownerId: string;
  name: string;
  /** The price in minor units (cents). */
  priceMinor: number;
  currency: string;
  status: GigStatus;
  banner: string | null;
}

/** One file of a gig's kit, ready for its buyer: where it is stored and the name it downloads as. */
export interface KitFileLink {
  key: string;
  downloadName: string;
  /** A signed, expiring URL to the file (the kit's one signer). */
  url: string;
}

/** What the orders module needs from the gigs module: the gig it sells and the files it delivers. */
export interface GigCatalog {
  forSale(id: string): Promise<GigForSale | null>;
  /** Missing ids are simply absent from the map. */
  forSaleMany(ids: readonly string[]): Promise<Map<string, GigForSale>>;
  /** A file of the gig's kit (`zip`, `pdf` or `video`), signed for download; null when not uploaded. */
  kitFile(gigId: string, kind: KitFile): Promise<KitFileLink | null>;
}

/** A tag of the gigs' vocabulary (the "stack used"), in its wire shape: `image` is an absolute URL. */
export interface TagFacts {
  id: string;
  title: string;
  description: string;
  image: string | null;
}

/** Gig tags for modules that label things with them (teams). */
export interface GigTags {
  /** Missing ids are simply absent from the map. */
  byIds(ids: readonly string[]): Promise<Map<string, TagFacts>>;
  /** The ids of the tags whose title contains `text`, ignoring case (searching teams by their stack). */
  matching(text: string): Promise<string[]>;
}

/** What the gigs module needs from the orders module: who bought which gig. */
export interface Purchases {
  /** The reader's completed orders of these gigs: gig id → order id. */
  completedByReader(readerId: string, gigIds: readonly string[]): Promise<Map<string, string>>;
  /** Whether anyone completed an order of the gig (it then keeps its kit for them). */
  hasBuyers(gigId: string): Promise<boolean>;
}

/** The follow graph's counts for modules that show a person's card (profiles module). */
export interface FollowCounts {
  /** How many follow each user; users nobody follows are absent (read as 0). */
  followersOf(userIds: readonly string[]): Promise<Map<string, number>>;
  /** Which of these users the reader follows. */
  followedBy(readerId: string, userIds: readonly string[]): Promise<Set<string>>;
  /** Whom each of these users follows; users who follow nobody are absent. */
  followingsOf(userIds: readonly string[]): Promise<Map<string, Set<string>>>;
}

/** A user's link to a coding profile: the stats module imports GitHub and LeetCode from these. */
export interface CodingLink {
  userId: string;
  source: 'github' | 'leetcode';
  /** The profile URL as the user gave it; `contracts/profiles.ts` reads the handle out of it. */
  url: string;
}

/** What the stats module needs from the profiles module: who links which coding profile. */
export interface CodingLinks {
  /** A user's GitHub and LeetCode links; null when there is no such user. */
  ofUser(userId: string): Promise<CodingLink[] | null>;
  /** Every user's GitHub and LeetCode links (the refresher's sweep). */
  all(): Promise<CodingLink[]>;
}

/** What the auth plugin needs to turn a bearer token into a user: the sessions module answers it. */
export interface SessionVerifier {
  verify(token: string): Promise<{ userId: string; sessionId: string } | null>;
}

/** `app.sessions`: the sessions module's answer to "sign this user in" and "sign them out elsewhere". */
export interface SessionKeeper extends SessionVerifier {
  /** A new session: its id and the access and refresh tokens the login answer carries. */
  start(userId: string): Promise<{ sessionId: string; access: string; refresh: string }>;
  /** Ends every session of the user but `keepSessionId` (after a password change or reset). */
  revokeOthers(userId: string, keepSessionId?: string): Promise<void>;
}

/** Firebase custom tokens (outside-sign-in module), passed to accounts for the login answer. */
export interface FirebaseTokens {
  /** A custom token for this user (uid = the Guild user id), or null when Firebase is not configured. */
  customToken(uid: string): Promise<string | null>;
}

/**
 * What outside sign-in (OpenID Connect, Google, Facebook) needs of the accounts module: finding and
 * making accounts, and signing one in. Passed to the outside-sign-in module in app.ts.
 */
export interface SignInAccounts {
  /** The account with this (lower-case) e-mail address, if any. */
  byEmail(email: string): Promise<{ id: string; isEmailVerified: boolean } | null>;
  /** The provider vouched for the address: the account's e-mail counts as verified. */
  markEmailVerified(userId: string): Promise<void>;
  /** A new account without a password, flagged for onboarding. */
  create(input: { email: string; fullName: string; emailVerified: boolean; language: Language }): Promise<{
    id: string;
  }>;
  /** Starts a session for the account: the login answer, or null when the account no longer exists. */
  signIn(userId: string): Promise<LoginSession | null>;
}

/** One of my conversations: the other user, the newest message between us, and what I have not read. */
export interface ConversationSummary {
  userId: string;
  lastMessage: string | null;
  lastMessageAt: string | null;
  /** Messages from `userId` to me that I have not read. */
  unread: number;
}

/** `app.conversations`: who a user chats with (chat module), for the profile cards and the chat list. */
export interface Conversations {
  /** My chat partners, latest conversation first. */
  partnersOf(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: ConversationSummary[] }>;
  /** The reader's conversation with each of these users; users never chatted with are absent. */
  summaryFor(readerId: string, userIds: readonly string[]): Promise<Map<string, ConversationSummary>>;
}

declare module './lib/events' {
  interface AppEvents {
    /** A notification was stored (and committed) for `row.userId`. */
    'notification.created': NotificationRow;
    /** A user's GitHub or LeetCode link was added, changed or removed: the stats importer refreshes. */
    'profile.links-changed': { userId: string };
    /** A chat message was sent (and committed): its sender's and receiver's sockets hear of it. */
    'chat.message': ChatMessage;
    /** The sender changed a message. */
    'chat.edited': ChatMessage;
    /** The sender deleted a message. */
    'chat.deleted': DeletedMessage;
    /** `reader` read `partner`'s messages. */
    'chat.read': ConversationReadEvent;
    /** `from` is typing a message to `to` (never stored). */
    'chat.typing': TypingEvent;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one notifier (server/modules/notifications/notifier.ts), decorated in app.ts. */
    notifier: Notifier;
    /** Who a user is, for modules that show people (server/modules/accounts/people.ts). */
    people: People;
    /** The profile card's counters (server/modules/profiles/facts.ts). */
    engagement: EngagementCounter;
    /** Links, skills and the expert switch (server/modules/profiles/facts.ts). */
    profileFacts: ProfileFacts;
    /** Sessions and their tokens (server/modules/sessions/sessions.ts). */
    sessions: SessionKeeper;
    /** Teams and their leads (server/modules/teams/directory.ts). */
    teamDirectory: TeamDirectory;
    /** Chat partners and per-conversation summaries (server/modules/chat/conversations.ts). */
    conversations: Conversations;
  }
}
