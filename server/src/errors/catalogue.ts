/**
 * The numeric error catalogue (spec 001 §8). Clients show `api.error.<code>` from their own
 * translations; the English text here is the fallback sent as `message`.
 */
export const catalogue: Readonly<Record<number, string>> = {
  400: 'Bad request.',
  401: 'Unauthorized or the session has expired.',
  403: 'Forbidden.',
  404: 'Not found.',
  500: 'Internal server error.',
  501: 'Could not create the record.',
  502: 'The external book service failed.',
  503: 'Service unavailable.',
  405: 'File not found.',
  406: 'Bad parameters.',
  407: 'The name already exists.',
  408: 'Dates must use the MM/dd/yyyy format.',
  409: 'The start date must be before the end date.',
  410: 'Invalid access key.',
  411: 'Cannot export the CSV logs.',
  412: 'Invalid file.',
  413: 'The e-mail address already exists.',
  414: 'The domain already exists.',
  415: 'Invalid domain.',
  416: 'An IP-login user must change both username and password.',
  417: 'The company has reached its maximum number of users.',
  420: 'The company has reached its maximum number of contents.',
  421: 'Wrong ID or password.',
  422: 'This group signs in by IP address.',
  426: "The import would exceed the company's maximum number of contents.",
  424: 'Maximum number of users exceeded.',
  425: 'The account is blocked for 30 minutes.',
  427: 'The user group has reached its maximum number of users.',
  429: 'Too many requests.',
  428: "The file would exceed the company's maximum number of users.",
  430: 'The user group is in use.',
  431: 'Not signed in automatically.',
  432: 'The IP range conflicts with another group.',
  600: 'Invalid token.',
  603: 'The link has expired.',
  609: 'Wrong password.',
  610: 'The password is already in use.',
  611: 'You do not have permission.',
  612: 'Cannot refresh the token.',
  614: 'You do not have permission.',
  701: 'The user is not registered.',
  707: 'The e-mail address is already in use.',
  716: 'The name already exists.',
  746: 'Another CSV import is running; try again when it has finished.',
  750: 'Maximum number of sessions reached.',
  783: 'The content is already a favourite.',
  787: 'Not allowed to access this API.',
  811: 'Access has expired.',
  830: 'The user is blocked.',
  839: 'No permission to view this book.',
  840: 'Adding favourites needs a subscription.',
  841: 'Invalid card.',
  860: 'A child account cannot log in.',
  861: 'The sign-in provider did not give a verified e-mail address.',
  862: 'This account is not registered.',
  863: 'No terms and conditions are set.',
  864: 'The authorization code is invalid or has expired.',
  887: 'The Microsoft account belongs to another organisation.',
  888: 'This sign-in method is not available.',
  889: 'The terms and conditions must be accepted first.',
  908: 'The content is not published.',
};

export function defaultMessage(code: number): string {
  return catalogue[code] ?? catalogue[400];
}

/**
 * Catalogue codes that mean the same as the HTTP status of that number travel as the HTTP
 * status too; every other code (413 "e-mail exists", 421 "wrong ID or password", 7xx, 8xx …)
 * is an application error sent with HTTP 400, and clients read the body status (spec 001 §8).
 */
const transportStatuses = new Set([400, 401, 403, 404, 429, 500, 502, 503]);

export function httpStatusFor(code: number): number {
  return transportStatuses.has(code) ? code : 400;
}
