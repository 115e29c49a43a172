/** Top-level store nodes. Only `user` is ever rendered publicly. */
export const USER_PATH_KEY = 'user';
export const FEEDBACKS_PATH = 'feedbacks';
export const STATS_PATH = 'stats';
export const ADMIN_PATH = 'admin';
export const MEDIA_PATH = 'media';
export const USERS_PATH = 'users';
/** Revisions of public content (private: never rendered). */
export const HISTORY_PATH = 'history';
/** Unpublished drafts of sections (private: shown only to the signed-in owner in preview). */
export const DRAFTS_PATH = 'drafts';
/** Share links (private owner data: the tokens must never be readable by a visitor). */
export const SHARE_LINKS_PATH = 'shareLinks';
/** Per-link counters, beside the links and never in history. */
export const SHARE_LINK_STATS_PATH = 'shareLinkStats';
/** Daily counts of visits and clicks (private: never rendered). */
export const INSIGHTS_PATH = 'insights';
