/** The user-facing texts of spec 002 §8 and of the app shell, as `%s` templates for `formatText`. */
export const MESSAGES = {
  fetchInfoError: 'An error occurred while fetching %s info: %s',
  fetchListError: 'An error occurred while fetching %ss: %s',
  createError: 'An error occurred while creating %ss: %s',
  importError: 'An error occurred while importing %s: %s',
  importSuccess: '%s imported',
  favoriteStatusError: 'There was an error fetching the favorite status: %s',
  favoriteSaveError: 'There was an error saving the favorite status: %s',
  deleted: 'Deleted: %s',
  deleteIssue: 'There was an issue deleting: %s',
  deleteIssueWithReason: 'There was an issue deleting %s: %s',
  exportError: 'There was an issue exporting the selected %ss: %s',
  connectionError: 'ERROR: %s',
  connectionGood: 'Connection looks good!',
  invalidLogin: 'Invalid login. Please try again.',
  tooManyLogins: 'Too many login attempts. Please wait a minute and try again.',
  unexpectedError: 'Unexpected error',
} as const;
