/** The visitor counter: its cookie, its labels and the refusals of /api/visit. */

/** The tab's note that it counted its visit (sessionStorage): all the counter's script imports from here. */
export const VISIT_SESSION_FLAG = 'visit-counted';

export const VISITS = {
  cookieName: 'visitor_id',
  cookieMaxAgeSeconds: 400 * 24 * 60 * 60,
  /** More visits than any one browser makes: a signed cookie claiming more is refused as forged. */
  maxVisitsPerBrowser: 1_000_000,
  sessionFlag: VISIT_SESSION_FLAG,
  labels: { unique: 'Unique Visitors', yours: 'Your Visits', total: 'Total Visits' },
  errors: {
    noParameters: 'This endpoint takes no parameters.',
    noBody: 'This endpoint takes no body.',
    badCookie: 'The visitor cookie is malformed; it has been cleared.',
    unavailable: 'Visit statistics are unavailable right now.',
  },
} as const;
