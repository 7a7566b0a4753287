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
} as const;
