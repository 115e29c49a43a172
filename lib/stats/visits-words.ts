/** The visitor counter: its cookie, its labels and the refusals of /api/visit. */

export const VISITS = {
  cookieName: 'visitor_id',
  cookieMaxAgeSeconds: 400 * 24 * 60 * 60,
  /** More visits than any one browser makes: a signed cookie claiming more is refused as forged. */
  maxVisitsPerBrowser: 1_000_000,
  sessionFlag: 'visit-counted',
  labels: { unique: 'Unique Visitors', yours: 'Your Visits', total: 'Total Visits' },
  errors: {
    noParameters: 'This endpoint takes no parameters.',
    noBody: 'This endpoint takes no body.',
    badCookie: 'The visitor cookie is malformed; it has been cleared.',
    unavailable: 'Visit statistics are unavailable right now.',
  },
} as const;
