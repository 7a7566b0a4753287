/**
 * Every user-facing validation message, written once. The web shows them at the fields and the
 * server returns the same text in its DRF-shaped errors. Wording follows the spec, with the
 * original's "Comapny" typos corrected (the wire values are untouched).
 */
export const MSG = {
  loginBothRequired: 'Both fields are required!',
  loginFailed: 'Unable to log in with provided credentials.',
  usernameTooLong: 'Only 150 characters or fewer are allowed',
  usernamePattern:
    'Minimum three characters and only letters, digits and these character (@ . + - _) are allowed',
  passwordPattern:
    'Minimum eight characters, at least one letter, one number and one special character (@$!%*#?&)',
  confirmPasswordMismatch: 'Confirm Password does not matches with password',
  emailInvalid: 'Enter a valid email',
  phoneInvalid: 'Phone number is not valid',
  usernameRequired: 'User Name is required',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Confirm Password is required',
  numberRequired: 'Number is required',
  companyRequired: 'Company is required. Add Company to system',
  vendorCompanyRequired: 'Company is required. Add vendor company to system',
  nameRequired: 'Name is required',
  fieldRequired: 'This field is required.',
  invalidDateRange: 'invalid date range',
  usernameTaken: 'A user with that username already exists.',
  usernameReserved: 'This username is kept for the walk-in customer of a company.',
  userTypeNotAllowed: 'You may not give a user this role.',
  walkInNotByHand: 'Walk-in customers are created with their company.',
  walkInAlwaysActive: 'The walk-in customer of a company sells every cash sale and cannot be deactivated.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  noPasswordForRecord: 'Customers, walk-in customers and vendors do not sign in, so they have no password.',
  useChangePassword: 'Use change-password to change your own password.',
  oldPasswordWrong: 'Your old password was entered incorrectly. Please enter it again.',
  passwordSet: 'The password has been set.',
  nameChangeSuperAdminOnly: 'Only a super admin can change the company name.',
  parentTypeNotAllowed: 'A department cannot be of type PARENT.',
  ownCompanyTypeLocked: 'You cannot change the type of your own company.',
  companyUpdated: 'Company is updated!!',
  companyUpdateFailed: 'Can not update company',
  departmentDeleteConfirm: 'Are you sure you want to delete this department?',
  imageInvalid: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  imageTooLarge: 'The image must be at most 2 MB.',
  imageTooManyPixels: 'The image has too many pixels: at most 40 megapixels (for example 8000 × 5000).',
  fileMissing: 'No file was submitted.',
  fileEmpty: 'The submitted file is empty.',

  // Finance (spec 5.7 and contract 3.6), then what the books add.
  amountRequired: 'Amount is required',
  onlyNumbers: 'Only numbers are allowed',
  descriptionRequired: 'Description is required',
  departmentRequired: 'Department is required',
  payorPayeeSame: 'Payor and Payee should not be same',
  noTableData: 'No data in the table',
  transactionSuccessful: 'Transaction Successful!',
  amountPositive: 'Amount must be greater than zero',
  amountDecimals: 'Ensure that there are no more than 4 decimal places.',
  amountTooLarge: 'Ensure that there are no more than 10 digits before the decimal point.',
  idempotencyConflict: 'This Idempotency-Key was already used for a different request.',
  balanceOverflow:
    'This amount would take a balance past what the books can hold (16 digits before the point).',
  oneSideOwn: 'Exactly one of Payor and Payee must belong to your company',
  fixedSideIsYou: 'For this method this party is always you',
  invalidDate: 'Enter a valid date.',
  /** A range covers whole days up to the start of the next; the books keep instants up to 9999. */
  dateTooLate: 'Enter a date no later than 9999-12-30.',
} as const;

/** DRF's answer for a related id that does not exist or is outside what the caller may use. */
/** The largest id a stored row can have (PostgreSQL's serial): a larger one names nothing. */
export const MAX_ID = 2_147_483_647;
/** The most lines, rows or variants one request may carry: more than any till or form means. */
export const MAX_LIST_LENGTH = 500;
export const listTooLongMessage = (max: number = MAX_LIST_LENGTH): string =>
  `Ensure this field has no more than ${max} elements.`;

export const invalidPkMessage = (id: number | string): string =>
  `Invalid pk "${id}" - object does not exist.`;

/** django-filter's answer for a filter value outside its choices. */
export const invalidChoiceMessage = (value: string): string =>
  `Select a valid choice. ${value} is not one of the available choices.`;

/** Why a department cannot be deleted, e.g. "... because it still has users and stock." */
export function departmentInUseMessage(reasons: readonly string[]): string {
  const list =
    reasons.length <= 1
      ? (reasons[0] ?? '')
      : `${reasons.slice(0, -1).join(', ')} and ${reasons[reasons.length - 1]}`;
  return `This department cannot be deleted because it still has ${list}.`;
}
